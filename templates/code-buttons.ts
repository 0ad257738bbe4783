/**
 * A code block's buttons: word wrap and copy (client/code-blocks.ts wires both). sitegen's are labelled buttons; a
 * Docusaurus site's are theme-classic 2.4's icon buttons, as it draws them (its copy and success icons, its word
 * wrap icon), the wrap button hidden until the code is wider than its block, as theme-classic shows it only then.
 */
import { THEME_CLASSIC as C } from './theme-classic-classes.js';

/** The buttons' texts, escaped for an attribute (locale markers or the strings themselves). */
export interface CodeButtonLabels {
  wrap: string;
  copy: string;
  copyLabel: string;
  copied: string;
  /** The wrap button's text on sitegen's own button (the glyph, or its marker). */
  wrapGlyph: string;
}

/** The buttons' HTML. */
export function codeButtonsHtml(labels: CodeButtonLabels, { themeClassic }: { themeClassic: boolean }): string {
  const { wrap, copy, copyLabel, copied, wrapGlyph } = labels;
  const copyAttributes = `data-copy data-copied="${copied}" aria-label="${copyLabel}"`;
  if (!themeClassic)
    return (
      `<button type="button" class="code-block__button" data-wrap aria-pressed="false" title="${wrap}" aria-label="${wrap}">${wrapGlyph}</button>` +
      `<button type="button" class="code-block__button" ${copyAttributes}>${copy}</button>`
    );
  return (
    `<button type="button" class="clean-btn code-block__icon-button" data-wrap aria-pressed="false" title="${wrap}" aria-label="${wrap}" hidden>` +
    `<svg viewBox="0 0 24 24" class="${C.wordWrapButtonIcon}" aria-hidden="true">${icon(WORD_WRAP)}</svg></button>` +
    `<button type="button" class="clean-btn code-block__icon-button" ${copyAttributes} title="${copy}">` +
    `<span class="${C.copyButtonIcons}" aria-hidden="true">` +
    `<svg viewBox="0 0 24 24" class="${C.copyButtonIcon}">${icon(COPY)}</svg>` +
    `<svg viewBox="0 0 24 24" class="${C.copyButtonSuccessIcon}">${icon(SUCCESS)}</svg></span></button>`
  );
}

const icon = (d: string) => `<path fill="currentColor" d="${d}"></path>`;

/** theme-classic's Icon/Copy, Icon/Success and Icon/WordWrap. */
const COPY =
  'M19,21H8V7H19M19,5H8A2,2 0 0,0 6,7V21A2,2 0 0,0 8,23H19A2,2 0 0,0 21,21V7A2,2 0 0,0 19,5M16,1H4A2,2 0 0,0 2,3V17H4V3H16V1Z';
const SUCCESS = 'M21,7L9,19L3.5,13.5L4.91,12.09L9,16.17L19.59,5.59L21,7Z';
const WORD_WRAP =
  'M4 19h6v-2H4v2zM20 5H4v2h16V5zm-3 6H4v2h13.25c1.1 0 2 .9 2 2s-.9 2-2 2H15v-2l-3 3l3 3v-2h2c2.21 0 4-1.79 4-4s-1.79-4-4-4z';
