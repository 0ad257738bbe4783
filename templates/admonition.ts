/**
 * The one markup of an admonition, for Markdown's `:::tip`, MDX's `<Admonition>` and Docusaurus pages'
 * `@theme/Admonition`. The box carries Docusaurus 2.4's classes (`theme-admonition theme-admonition-tip alert
 * alert--success`), so that a site's CSS aimed at them applies as it does under Docusaurus; its parts keep sitegen's
 * names (`admonition__title`, `admonition__body`), which no Docusaurus version used, and on a Docusaurus site
 * (`themeClassic`) also theme-classic's CSS-module names, first (`admonitionHeading_tbUL admonition__title`). The box
 * is not `.admonition`: Docusaurus 2.0's betas were, and site CSS still written for them matches nothing under
 * Docusaurus 2.4.
 */
import { admonitionIcon } from './admonition-icons.js';
import { escapeAttr } from './escape.js';
import { THEME_CLASSIC } from './theme-classic-classes.js';

/** Each kind and the Infima alert colour Docusaurus draws it in. */
const ALERT_COLOUR: Record<string, string> = {
  note: 'secondary',
  tip: 'success',
  info: 'info',
  caution: 'warning',
  danger: 'danger',
};

/** Docusaurus's legacy keywords, shown as the kind they alias. */
const ALIASES: Record<string, string> = { secondary: 'note', important: 'info', success: 'tip', warning: 'danger' };

/** The kind a keyword shows as (`warning` -> `danger`), or undefined for a word that is no admonition. */
export function admonitionKind(keyword: string): string | undefined {
  const word = keyword.toLowerCase();
  const kind = ALIASES[word] ?? word;
  return kind in ALERT_COLOUR ? kind : undefined;
}

/** The box's classes, Docusaurus's: named by the keyword as written, coloured by the kind it shows as. */
export function admonitionClass(keyword: string, themeClassic = false): string {
  const kind = admonitionKind(keyword) ?? 'info';
  const box = `theme-admonition theme-admonition-${keyword} alert alert--${ALERT_COLOUR[kind]}`;
  return themeClassic ? `${box} ${THEME_CLASSIC.admonition}` : box;
}

/** The classes of the box's parts: sitegen's, after theme-classic's on a Docusaurus site. */
export function admonitionPartClasses(themeClassic = false): { title: string; icon: string; body: string } {
  const part = (module: string, own: string) => (themeClassic ? `${module} ${own}` : own);
  return {
    title: part(THEME_CLASSIC.admonitionHeading, 'admonition__title'),
    icon: part(THEME_CLASSIC.admonitionIcon, 'admonition__icon'),
    body: part(THEME_CLASSIC.admonitionContent, 'admonition__body'),
  };
}

/**
 * The box's opening markup up to its title text: the title is written after it, then `admonitionBody`.
 * `keyword` is as written (Docusaurus names the box by it: `theme-admonition-warning` on a danger box); a word that
 * is no admonition shows as info, as in Docusaurus. With `defaultTitle` the title is the kind's name, from it.
 */
export function admonitionHead(keyword: string, defaultTitle?: (kind: string) => string, themeClassic = false): string {
  const kind = admonitionKind(keyword) ?? 'info';
  const parts = admonitionPartClasses(themeClassic);
  const box = `<div class="${escapeAttr(admonitionClass(keyword, themeClassic))}">`;
  const icon = admonitionIcon(kind, parts.icon);
  return defaultTitle
    ? `${box}<div class="${parts.title} admonition__title--default">${icon}${defaultTitle(kind)}`
    : `${box}<div class="${parts.title}">${icon}`;
}

/** Between the title text and the body. */
export function admonitionBody(themeClassic = false): string {
  return `</div><div class="${admonitionPartClasses(themeClassic).body}">\n`;
}

/** Closes the body and the box. */
export const ADMONITION_CLOSE = '</div></div>\n';
