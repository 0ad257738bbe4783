/**
 * Colour mode. The inline head script (templates/theme-script.ts) sets `data-theme` before first paint; this
 * module wires the toggle, which saves the choice under the `theme` key, and, when the config says so, follows
 * the system preference while the visitor has not chosen.
 */
import { siteConfig } from './site-config.js';

const KEY = 'theme';
let warned = false;

/** Read local storage without throwing where it is unavailable (private modes, blocked cookies). */
export function storageGet(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch (error) {
    warnStorage(error);
    return null;
  }
}

/** Write local storage; a failure only logs a warning. */
export function storageSet(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch (error) {
    warnStorage(error);
  }
}

/** Once per page load: the site keeps working, only preferences are not remembered. */
function warnStorage(error: unknown): void {
  if (warned) return;
  warned = true;
  console.warn(`sitegen: local storage is unavailable (${(error as Error).message}); preferences will not be saved.`);
}

/** Wire the toggle button (event delegation: survives page swaps). */
export function initThemeToggle(): void {
  document.addEventListener('click', (event) => {
    const button = (event.target as Element).closest?.('[data-theme-toggle]');
    if (!button) return;
    const next = document.documentElement.dataset.theme === 'dark' ? 'light' : 'dark';
    document.documentElement.dataset.theme = next;
    storageSet(KEY, next);
  });
}

/** With `colorMode.respectPrefersColorScheme`, follow system changes until the visitor picks a mode. */
export function followSystemTheme(): void {
  if (!siteConfig().followSystemTheme) return;
  const dark = matchMedia('(prefers-color-scheme: dark)');
  dark.addEventListener('change', () => {
    const saved = storageGet(KEY);
    if (saved !== 'light' && saved !== 'dark') document.documentElement.dataset.theme = dark.matches ? 'dark' : 'light';
  });
}
