/** The arrow keys inside a navbar dropdown, for both kinds (client/navbar.ts, client/hover-dropdowns.ts). */

/** Whether `key` moves through a menu's links. */
export function isArrowKey(key: string): key is 'ArrowDown' | 'ArrowUp' {
  return key === 'ArrowDown' || key === 'ArrowUp';
}

/**
 * Focus the link of `dropdown`'s menu after (ArrowDown) or before (ArrowUp) `from`, wrapping around; from outside
 * the menu (its label), the first or the last.
 */
export function focusNextLink(dropdown: Element, from: EventTarget | null, key: 'ArrowDown' | 'ArrowUp'): void {
  const links = [...dropdown.querySelectorAll<HTMLElement>('.dropdown__menu a')];
  const index = links.indexOf(from as HTMLElement);
  const step = key === 'ArrowDown' ? 1 : -1;
  const start = index < 0 ? (step > 0 ? -1 : 0) : index;
  links[(start + step + links.length) % links.length]?.focus();
}
