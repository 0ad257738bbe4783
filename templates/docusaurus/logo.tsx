/**
 * theme-classic's Logo: the navbar's brand, the docs sidebar's head where the navbar hides, and `@theme/Logo` (and
 * `@theme-original/Logo`) for a site's own components (ionic-docs' DocSidebar wrapper draws it above the sidebar).
 */
import { href } from '../i18n.js';
import { usePageData } from '../page-api.js';
import type { SiteData } from '../site-data.js';

/** `@theme/Logo`, with the props theme-classic's takes: the site's logo and navbar title, linked to its target. */
export default function Logo(props: {
  className?: string;
  imageClassName?: string;
  titleClassName?: string;
  tabIndex?: number;
}) {
  const { site } = usePageData();
  return <DocusaurusLogo site={site} {...props} />;
}

/**
 * theme-classic's Logo: a link to the logo's target around its images (in a div of `imageClassName` when given)
 * and the navbar's title in a <b>. The navbar's brand, and the docs sidebar's head where the navbar hides.
 */
export function DocusaurusLogo({
  site,
  className,
  imageClassName,
  titleClassName,
  tabIndex,
}: {
  site: SiteData;
  className?: string;
  imageClassName?: string;
  titleClassName?: string;
  tabIndex?: number;
}) {
  const { logo, title } = site.navbar;
  const image = (src: string, mode: string) => (
    <img
      className={[logo?.className, mode].filter(Boolean).join(' ') || undefined}
      src={src}
      alt={logo?.alt}
      width={logo?.width}
      height={logo?.height}
    />
  );
  const images = logo && (
    <>
      {image(logo.src, logo.srcDark ? 'only-light' : '')}
      {logo.srcDark && image(logo.srcDark, 'only-dark')}
    </>
  );
  return (
    <a tabIndex={tabIndex} className={className} href={href(site, logo?.href ?? '/')}>
      {images && (imageClassName ? <div className={imageClassName}>{images}</div> : images)}
      {title && <b className={titleClassName}>{title}</b>}
    </a>
  );
}
