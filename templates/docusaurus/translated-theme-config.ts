/**
 * `useThemeConfig()` as Docusaurus answers it: the navbar's and footer's words in the page's language. Docusaurus
 * translates `themeConfig` with each locale's `navbar.json` and `footer.json` before any component reads it;
 * sitegen has those translations in the locale's strings, under the ids its own navbar and footer use
 * (src/i18n/config-messages.ts), so a site's own Footer or navbar item says what sitegen's would.
 */
import { configIds } from '../config-ids.js';

type Strings = Readonly<Record<string, string>>;
type Item = Record<string, unknown>;

const translated = new WeakMap<object, WeakMap<object, Record<string, unknown>>>();

/** `themeConfig` with its navbar and footer words from `strings` (the same object for the same inputs). */
export function translatedThemeConfig(themeConfig: Record<string, unknown>, strings: Strings): Record<string, unknown> {
  let byStrings = translated.get(themeConfig);
  if (!byStrings) translated.set(themeConfig, (byStrings = new WeakMap()));
  let out = byStrings.get(strings);
  if (!out) byStrings.set(strings, (out = translate(themeConfig, strings)));
  return out;
}

function translate(themeConfig: Record<string, unknown>, strings: Strings): Record<string, unknown> {
  // As src/i18n/localize-site-data.ts reads the catalogue for sitegen's own navbar and footer: the translation when
  // there is one. The fields are theme-classic's translateThemeConfig's (no aria labels), on Docusaurus's shape.
  const word = (id: string, text: unknown) => (typeof text === 'string' ? (strings[id] ?? text) : text);
  const out = { ...themeConfig };
  const navbar = themeConfig.navbar as Item | undefined;
  if (navbar) {
    const navItem = (item: Item): Item => ({
      ...item,
      ...('label' in item ? { label: word(configIds.navbarLabel(String(item.label)), item.label) } : {}),
      ...(Array.isArray(item.items) ? { items: (item.items as Item[]).map(navItem) } : {}),
    });
    const logo = navbar.logo as Item | undefined;
    out.navbar = {
      ...navbar,
      ...('title' in navbar ? { title: word(configIds.navbarTitle(), navbar.title) } : {}),
      ...(logo ? { logo: { ...logo, alt: word(configIds.navbarLogoAlt(), logo.alt) } } : {}),
      ...(Array.isArray(navbar.items) ? { items: (navbar.items as Item[]).map(navItem) } : {}),
    };
  }
  const footer = themeConfig.footer as Item | undefined;
  if (footer) {
    const link = (item: Item): Item =>
      'label' in item ? { ...item, label: word(configIds.footerLabel(String(item.label)), item.label) } : item;
    // Columns (`{ title, items }`) or, in a simple footer, the links themselves.
    const entry = (item: Item): Item =>
      Array.isArray(item.items)
        ? { ...item, title: word(configIds.footerTitle(String(item.title)), item.title), items: item.items.map(link) }
        : link(item);
    const logo = footer.logo as Item | undefined;
    out.footer = {
      ...footer,
      ...('copyright' in footer ? { copyright: word(configIds.footerCopyright(), footer.copyright) } : {}),
      ...(logo ? { logo: { ...logo, alt: word(configIds.footerLogoAlt(String(logo.alt)), logo.alt) } } : {}),
      ...(Array.isArray(footer.links) ? { links: (footer.links as Item[]).map(entry) } : {}),
    };
  }
  return out;
}
