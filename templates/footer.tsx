/**
 * The footer: link groups, provider credits with light/dark logos, and the copyright line. Its elements also carry
 * Docusaurus's class names (`container`, `footer__links`, `footer__col`, `footer__link-item`, `footer__bottom`...),
 * so a Docusaurus site's CSS for its footer applies; sitegen's own theme styles only the `footer__*` ones it names.
 */
import { Fragment } from 'react';
import { t } from './i18n.js';
import { LinkItem } from './navbar.js';
import type { SiteData } from './site-data.js';

type FooterGroups = SiteData['footer']['links'];

/** A footer of links with no columns (a Docusaurus site's flat `links` list, made one untitled group). */
function isSimple(groups: FooterGroups): boolean {
  return groups.length === 1 && groups[0].title === '';
}

/** theme-classic's FooterLinksSimple: the links on one centred line, a dot between each two. */
function SimpleLinks({ site, items }: { site: SiteData; items: FooterGroups[number]['items'] }) {
  return (
    <div className="footer__links text--center">
      <div className="footer__links">
        {items.map((link, i) => (
          <Fragment key={i}>
            {'html' in link ? (
              <span className="footer__link-item" dangerouslySetInnerHTML={{ __html: link.html }} />
            ) : (
              <LinkItem site={site} link={link} activeBase={null} className="footer__link footer__link-item" />
            )}
            {i < items.length - 1 && <span className="footer__link-separator">·</span>}
          </Fragment>
        ))}
      </div>
    </div>
  );
}

/** The footer, rendered once per locale; none when it would be empty (a Docusaurus site without `footer`). */
export function Footer({ site }: { site: SiteData }) {
  const { footer } = site;
  if (footer.links.length === 0 && footer.logos.length === 0 && !footer.copyright) return null;
  return (
    <footer className={footer.style ? `footer footer--${footer.style}` : 'footer'} aria-label={t(site, 'footer.label')}>
      <div className="footer__inner container container-fluid">
        {/* No links, no row: theme-classic draws none, and its margin would push the copyright down. */}
        {footer.links.length === 0 ? null : isSimple(footer.links) ? (
          <SimpleLinks site={site} items={footer.links[0].items} />
        ) : (
          <div className="footer__groups row footer__links">
            {footer.links.map((group) => (
              <div className="footer__group col footer__col" key={group.title}>
                {/* theme-classic's column title is a div, which a site's `h2` rules do not reach. */}
                {site.docusaurus ? (
                  <div className="footer__title">{group.title}</div>
                ) : (
                  <h2 className="footer__title">{group.title}</h2>
                )}
                <ul className="footer__items clean-list">
                  {group.items.map((link, i) =>
                    'html' in link ? (
                      <li key={i} className="footer__item" dangerouslySetInnerHTML={{ __html: link.html }} />
                    ) : (
                      <li key={i} className="footer__item">
                        <LinkItem
                          site={site}
                          link={link}
                          activeBase={null}
                          className="footer__link footer__link-item"
                        />
                      </li>
                    ),
                  )}
                </ul>
              </div>
            ))}
          </div>
        )}
        <div className="footer__bottom text--center">
          {footer.logos.length > 0 && (
            <ul className="footer__logos margin-bottom--sm">
              {footer.logos.map((logo) => (
                <li key={logo.alt}>
                  <LogoItem site={site} logo={logo} />
                </li>
              ))}
            </ul>
          )}
          <div className="footer__copyright" dangerouslySetInnerHTML={{ __html: footer.copyright }} />
        </div>
      </div>
    </footer>
  );
}

type FooterLogo = SiteData['footer']['logos'][number];

/**
 * A footer logo: a link when it has an `href`, else the images alone, as theme-classic's FooterLogo draws it (its
 * link class dims a logo to half its opacity until hovered, which a logo that goes nowhere must not get).
 */
function LogoItem({ site, logo }: { site: SiteData; logo: FooterLogo }) {
  const images = (
    <>
      <img
        className={logoClass(logo, logo.srcDark ? 'only-light' : '')}
        src={logo.src}
        alt={logo.alt}
        {...logoAttributes(site, logo)}
      />
      {logo.srcDark && (
        <img
          className={logoClass(logo, 'only-dark')}
          src={logo.srcDark}
          alt={logo.alt}
          {...logoAttributes(site, logo)}
        />
      )}
    </>
  );
  if (!logo.href) return images;
  return (
    <a href={logo.href} className="footer__logo-link" target="_blank" rel="noopener noreferrer">
      {images}
    </a>
  );
}

/**
 * A logo's size and loading. sitegen's theme draws logos 2rem high (120 x 32 reserved when the config gives no size)
 * and loads them lazily; a Docusaurus site's logo is drawn as Docusaurus draws it: at the size its config gives, else
 * at its own, loaded with the page (lazily, a logo of unknown size would push the footer's last line down).
 */
function logoAttributes(site: SiteData, { width, height }: FooterLogo) {
  if (!site.docusaurus) return { width: width ?? 120, height: height ?? 32, loading: 'lazy' as const };
  const px = (n: number | undefined) => (n === undefined ? undefined : `${n}px`);
  return { width, height, style: width || height ? { width: px(width), height: px(height) } : undefined };
}

/** `footer__logo`, the config's `logo.className` (theme-classic's footer puts both on the image) and `mode`. */
function logoClass(logo: { className?: string }, mode: string): string {
  return ['footer__logo', logo.className, mode].filter(Boolean).join(' ');
}
