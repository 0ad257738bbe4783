/**
 * Class names of the parts of sitegen's pagers (docs, blog posts, blog list pages). On a Docusaurus site each part
 * also has the name theme-classic gives it (Infima's `pagination-nav`), so the site's CSS written for those
 * (`.pagination-nav__link { border-color: ... }`) styles sitegen's pager as it styled Docusaurus's.
 */
export type PagerPart = 'nav' | 'prev' | 'next' | 'sub' | 'label';

const OWN: Record<PagerPart, string> = {
  nav: 'pager',
  prev: 'pager__link pager__link--prev',
  next: 'pager__link pager__link--next',
  sub: 'pager__sub',
  label: 'pager__label',
};

const THEME_CLASSIC: Record<PagerPart, string> = {
  nav: 'pagination-nav',
  prev: 'pagination-nav__link pagination-nav__link--prev',
  next: 'pagination-nav__link pagination-nav__link--next',
  sub: 'pagination-nav__sublabel',
  label: 'pagination-nav__label',
};

/** The class of one part of a pager: sitegen's, and theme-classic's too on a Docusaurus site. */
export function pagerClass(part: PagerPart, docusaurus: boolean): string {
  return docusaurus ? `${OWN[part]} ${THEME_CLASSIC[part]}` : OWN[part];
}
