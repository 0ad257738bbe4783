/** The footer: link groups, provider credits with light/dark logos, and the copyright line. */
import { t } from './i18n.js';
import { LinkItem } from './navbar.js';
import type { SiteData } from './site-data.js';

/** The footer, rendered once per locale; none when it would be empty (a Docusaurus site without `footer`). */
export function Footer({ site }: { site: SiteData }) {
  const { footer } = site;
  if (footer.links.length === 0 && footer.logos.length === 0 && !footer.copyright) return null;
  return (
    <footer className={footer.style ? `footer footer--${footer.style}` : 'footer'} aria-label={t(site, 'footer.label')}>
      <div className="footer__inner">
        <div className="footer__groups">
          {footer.links.map((group) => (
            <div className="footer__group" key={group.title}>
              <h2 className="footer__title">{group.title}</h2>
              <ul className="footer__items">
                {group.items.map((link, i) =>
                  'html' in link ? (
                    <li key={i} dangerouslySetInnerHTML={{ __html: link.html }} />
                  ) : (
                    <li key={i}>
                      <LinkItem site={site} link={link} activeBase={null} className="footer__link" />
                    </li>
                  ),
                )}
              </ul>
            </div>
          ))}
        </div>
        {footer.logos.length > 0 && (
          <ul className="footer__logos">
            {footer.logos.map((logo) => (
              <li key={logo.alt}>
                <a href={logo.href} className="footer__logo-link" target="_blank" rel="noopener noreferrer">
                  <img
                    className={logo.srcDark ? 'footer__logo only-light' : 'footer__logo'}
                    src={logo.src}
                    alt={logo.alt}
                    width={logo.width ?? 120}
                    height={logo.height ?? 32}
                    loading="lazy"
                  />
                  {logo.srcDark && (
                    <img
                      className="footer__logo only-dark"
                      src={logo.srcDark}
                      alt={logo.alt}
                      width={logo.width ?? 120}
                      height={logo.height ?? 32}
                      loading="lazy"
                    />
                  )}
                </a>
              </li>
            ))}
          </ul>
        )}
        <p className="footer__copyright" dangerouslySetInnerHTML={{ __html: footer.copyright }} />
      </div>
    </footer>
  );
}
