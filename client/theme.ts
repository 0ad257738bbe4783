/** The colour-mode toggle: flips `data-theme` and saves the choice under the `theme` key. */

/** Read local storage without throwing where it is unavailable (private modes, blocked cookies). */
export function storageGet(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch (error) {
    console.warn(`sitegen: local storage is unavailable (${(error as Error).message}); preferences will not be saved.`);
    return null;
  }
}

/** Write local storage; a failure only logs a warning. */
export function storageSet(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch (error) {
    console.warn(`sitegen: local storage is unavailable (${(error as Error).message}); preferences will not be saved.`);
  }
}

/** Wire the toggle button (event delegation: survives page swaps). */
export function initThemeToggle(): void {
  document.addEventListener('click', (event) => {
    const button = (event.target as Element).closest?.('[data-theme-toggle]');
    if (!button) return;
    const root = document.documentElement;
    const next = root.dataset.theme === 'dark' ? 'light' : 'dark';
    root.dataset.theme = next;
    storageSet('theme', next);
  });
}
