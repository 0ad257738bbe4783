/**
 * `@docusaurus/Link`: a plain `<a>`. Site paths (`to`) get the locale prefix, as Docusaurus's Link adds the
 * baseUrl; external links open in a new tab, as Docusaurus does. An `isNavLink` to the page being rendered (or a
 * page below it, unless `exact`) gets its `activeClassName` and `aria-current="page"`, as react-router's NavLink
 * marks it (a swizzled blog sidebar's current post).
 */
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { usePageData } from '../page-api.js';

/** Docusaurus's Link props; the router-only ones are accepted and dropped. */
export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  to?: string;
  children?: ReactNode;
  isNavLink?: boolean;
  activeClassName?: string;
  isActive?: unknown;
  exact?: boolean;
  autoAddBaseUrl?: boolean;
  'data-noBrokenLinkCheck'?: boolean;
}

/** A link that works without the client router. */
export default function Link({
  to,
  href,
  // Router-only props: taken out so they do not reach the <a> as attributes.
  isNavLink = false,
  activeClassName = 'active',
  isActive: _isActive,
  exact = false,
  autoAddBaseUrl: _autoAddBaseUrl,
  'data-noBrokenLinkCheck': _nc,
  ...rest
}: LinkProps) {
  const data = usePageData();
  const target = to ?? href ?? '#';
  const external = /^[a-z][a-z\d+.-]*:|^\/\//i.test(target);
  const resolved =
    external || target.startsWith('#') || inLocale(target, data.site.localeBase)
      ? target
      : data.href(stripBase(target, data.site.baseUrl));
  const newTab = external && /^https?:|^\/\//.test(target) && rest.target === undefined;
  const active =
    isNavLink && !external && resolved.startsWith('/') && isCurrent(resolved, data.href(data.route.path), exact);
  const marks = active
    ? { className: [rest.className, activeClassName].filter(Boolean).join(' '), 'aria-current': 'page' as const }
    : {};
  return (
    <a href={resolved} {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...rest} {...marks} />
  );
}

/** Whether the link `to` is the page at `current` or, unless `exact`, a page it is above (react-router's match). */
function isCurrent(to: string, current: string, exact: boolean): boolean {
  const path = to.replace(/[?#].*$/, '').replace(/\/$/, '');
  const page = current.replace(/\/$/, '');
  return page === path || (!exact && page.startsWith(`${path}/`));
}

/**
 * Whether `path` already starts with the locale's base (`/fr/docs/x` on a French page): a permalink of Docusaurus's
 * metadata (`useDoc().metadata.tags`) is written so, and Docusaurus's Link leaves a path under its baseUrl as it is.
 */
function inLocale(path: string, localeBase: string): boolean {
  return localeBase !== '' && (path === localeBase || path.startsWith(`${localeBase}/`));
}

/** `href()` adds the baseUrl: a path that already has it (from `useBaseUrl`) must not get it twice. */
function stripBase(path: string, baseUrl: string): string {
  return baseUrl !== '/' && path.startsWith(baseUrl) ? path.slice(baseUrl.length - 1) : path;
}
