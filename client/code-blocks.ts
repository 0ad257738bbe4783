/**
 * Code-block buttons (markup from templates/code-buttons.ts): 'Copy' writes the code to the clipboard and
 * reads 'Copied' for two seconds (both labels come from the page, so they are translated); the wrap button
 * toggles soft wrapping of long lines. A Docusaurus site's are theme-classic's icon buttons: the copy button shows
 * its success icon for a second, and the wrap button shows only where the code is wider than its block.
 */
import { onPage } from './lifecycle.js';

const COPIED_MS = 2000;
/** theme-classic's copied state lasts a second. */
const ICON_COPIED_MS = 1000;

/** Wire both buttons by delegation (survives page swaps). */
export function initCodeBlocks(): void {
  document.addEventListener('click', (event) => {
    const button = (event.target as Element).closest?.<HTMLButtonElement>(
      '.code-block [data-copy], .code-block [data-wrap]',
    );
    const block = button?.closest('.code-block');
    const code = block?.querySelector('pre code');
    if (!button || !block || !code) return;
    if (button.hasAttribute('data-wrap')) {
      const wrapped = block.classList.toggle('code-block--wrap');
      button.setAttribute('aria-pressed', String(wrapped));
    } else {
      void copyCode(button, code.textContent ?? '');
    }
  });
  if (SITEGEN_THEME_CLASSIC) {
    onPage(showWrapButtons);
    addEventListener('resize', showWrapButtons, { passive: true });
  }
}

/** Show each icon wrap button whose code is wider than its block, or is wrapped (all reads, then all writes). */
function showWrapButtons(): void {
  const buttons = [...document.querySelectorAll<HTMLButtonElement>('.code-block__icon-button[data-wrap]')];
  const shown = buttons.map((button) => {
    const pre = button.closest('.code-block')?.querySelector('pre');
    return button.getAttribute('aria-pressed') === 'true' || Boolean(pre && pre.scrollWidth > pre.clientWidth);
  });
  buttons.forEach((button, i) => (button.hidden = !shown[i]));
}

async function copyCode(button: HTMLButtonElement, text: string): Promise<void> {
  if (!(await writeClipboard(text))) return;
  const label = (button.dataset.label ??= button.textContent ?? '');
  const ariaLabel = (button.dataset.ariaLabel ??= button.getAttribute('aria-label') ?? '');
  const copied = button.dataset.copied || label;
  // An icon button keeps its icons: its class shows the success icon (templates/styles/infima.css).
  const icon = SITEGEN_THEME_CLASSIC && button.classList.contains('code-block__icon-button');
  if (!icon) button.textContent = copied;
  button.setAttribute('aria-label', copied); // a screen reader hears the change on the focused button
  button.classList.add('code-block__button--copied');
  clearTimeout(Number(button.dataset.timer));
  const timer = setTimeout(
    () => {
      if (!icon) button.textContent = label;
      button.setAttribute('aria-label', ariaLabel);
      button.classList.remove('code-block__button--copied');
    },
    icon ? ICON_COPIED_MS : COPIED_MS,
  );
  button.dataset.timer = String(timer);
}

/** The async clipboard API, else the old selection-and-execCommand way (non-secure origins, older browsers). */
async function writeClipboard(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.cssText = 'position:fixed;top:0;left:0;opacity:0';
    const focused = document.activeElement as HTMLElement | null;
    document.body.append(area);
    area.select();
    let copied = false;
    try {
      copied = document.execCommand('copy');
    } catch {
      copied = false;
    }
    area.remove();
    focused?.focus();
    return copied;
  }
}
