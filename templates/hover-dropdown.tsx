/**
 * theme-classic's dropdown on the bar (DropdownNavbarItemDesktop), which a Docusaurus site's navbar menus are drawn
 * as in place of sitegen's `<details>`: the label is a link right inside `.dropdown`, and the menu opens on hover
 * (Infima's `.dropdown--hoverable`). A site's CSS is written for that markup (react-native-website's
 * `.dropdown > .navbar__link:after` caret and `.navbar__item.dropdown a` type size), so only it gets that CSS right.
 * Before script the menu opens on hover and while the keyboard's focus is in it (templates/styles/infima.css);
 * client/navbar.ts adds opening by click and Enter, the arrow keys and Escape, as theme-classic's script does.
 */
import type { ReactNode } from 'react';

/** The menu's attributes on its label: a menu hangs from it, closed until shown. */
export const POPUP_LABEL = { 'aria-haspopup': 'true', 'aria-expanded': false } as const;

/** The dropdown: `label` (a `MenuLabel`, or a link with `POPUP_LABEL`), then the menu's entries. */
export function HoverDropdown({
  right,
  label,
  children,
  data,
}: {
  /** On the bar's right: the menu is aligned to the item's right edge (`dropdown--right`). */
  right: boolean;
  label: ReactNode;
  children: ReactNode;
  /** `data-*` attributes the client reads on the item (the version and language menus). */
  data?: Record<`data-${string}`, string>;
}) {
  const className = right
    ? 'navbar__item dropdown dropdown--hoverable dropdown--right'
    : 'navbar__item dropdown dropdown--hoverable';
  return (
    <div className={className} {...data}>
      {label}
      <ul className="dropdown__menu">{children}</ul>
    </div>
  );
}

/** A menu label's classes: theme-classic's, then the item's own (`className`), as its NavbarNavLink puts them. */
export function labelClass(own: string | undefined): string {
  return own ? `navbar__link ${own}` : 'navbar__link';
}

/** A label that only opens the menu: theme-classic's link to `#`, with a button's role. */
export function MenuLabel({
  className = 'navbar__link',
  href = '#',
  children,
  data,
}: {
  className?: string;
  /** The page the label goes to (a version menu's: the shown version's main doc), else none (`#`). */
  href?: string;
  children: ReactNode;
  data?: Record<`data-${string}`, string>;
}) {
  return (
    <a className={className} href={href} role="button" {...POPUP_LABEL} {...data}>
      {children}
    </a>
  );
}
