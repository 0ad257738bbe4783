/**
 * theme-classic's navbar item components, for a site's own item types (`src/theme/NavbarItem/ComponentTypes`, the
 * `custom-*` types of its navbar): `@theme/NavbarItem/NavbarNavLink`, `DefaultNavbarItem` and `HtmlNavbarItem`, and
 * `@theme-original/NavbarItem/ComponentTypes`, the map the site's spreads. sitegen draws the configured types
 * itself; these draw what a site's component asks of them, with theme-classic 2.4's markup.
 */
import type { ReactNode } from 'react';
import IconExternalLink from './icon-external-link.js';
import isInternalUrl from './is-internal-url.js';
import Link from './link.js';
import useBaseUrl from './use-base-url.js';

/** What theme-classic's NavbarNavLink takes. */
export interface NavbarNavLinkProps {
  to?: string;
  href?: string;
  label?: ReactNode;
  html?: string;
  className?: string;
  activeBasePath?: string;
  activeBaseRegex?: string;
  activeClassName?: string;
  isDropdownLink?: boolean;
  prependBaseUrlToHref?: boolean;
  [attribute: string]: unknown;
}

/** A navbar link: `href` as it is (or below the baseUrl with `prependBaseUrlToHref`), `to` in the site. */
export function NavbarNavLink({
  to,
  href,
  label,
  html,
  isDropdownLink = false,
  prependBaseUrlToHref = false,
  activeBasePath: _activeBasePath,
  activeBaseRegex: _activeBaseRegex,
  ...rest
}: NavbarNavLinkProps) {
  const prefixed = useBaseUrl(href ?? '', { forcePrependBaseUrl: true });
  const external = Boolean(label && href && !isInternalUrl(href));
  const content = html
    ? { dangerouslySetInnerHTML: { __html: html } }
    : {
        children: (
          <>
            {label}
            {external && <IconExternalLink {...(isDropdownLink ? { width: 12, height: 12 } : {})} />}
          </>
        ),
      };
  if (href !== undefined) return <Link {...rest} href={prependBaseUrlToHref ? prefixed : href} {...content} />;
  return <Link {...rest} to={to} {...content} />;
}

/** A plain link item: the link itself on the bar, in its own `li` in a dropdown or the mobile menu. */
export function DefaultNavbarItem({
  mobile = false,
  position: _position,
  isDropdownItem = false,
  className,
  ...props
}: NavbarNavLinkProps & { mobile?: boolean; position?: string; isDropdownItem?: boolean }) {
  const classes = (base: string) => [base, className].filter(Boolean).join(' ');
  if (mobile)
    return (
      <li className="menu__list-item">
        <NavbarNavLink className={classes('menu__link')} {...props} />
      </li>
    );
  const link = (
    <NavbarNavLink
      className={classes(isDropdownItem ? 'dropdown__link' : 'navbar__item navbar__link')}
      isDropdownLink={isDropdownItem}
      {...props}
    />
  );
  return isDropdownItem ? <li>{link}</li> : link;
}

/** An `html` item: its value as markup. */
export function HtmlNavbarItem({
  value,
  className,
  mobile = false,
  isDropdownItem = false,
}: {
  value: string;
  className?: string;
  mobile?: boolean;
  isDropdownItem?: boolean;
}) {
  const Tag = isDropdownItem ? 'li' : 'div';
  const classes = [mobile ? 'menu__list-item' : 'navbar__item', className].filter(Boolean).join(' ');
  if (mobile) return <li className={classes} dangerouslySetInnerHTML={{ __html: value }} />;
  return <Tag className={classes} dangerouslySetInnerHTML={{ __html: value }} />;
}

/** The item types a site's map spreads before its own (`{...ComponentTypes, 'custom-x': X}`). */
export const ComponentTypes = { default: DefaultNavbarItem, html: HtmlNavbarItem };
