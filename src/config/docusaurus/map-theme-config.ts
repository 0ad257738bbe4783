/**
 * `themeConfig.navbar` and `themeConfig.footer` of a Docusaurus config -> sitegen's `navbar` and `footer`.
 * Items sitegen has no equivalent for are left out and named in the ignored list.
 */
import type { UserConfig } from '../schema.js';

type Obj = Record<string, unknown>;
type NavbarItems = NonNullable<NonNullable<UserConfig['navbar']>['items']>;

const LINK_KEYS = ['label', 'href', 'to', 'ariaLabel', 'className', 'target', 'rel'];
/** A navbar link's also say when it is active. */
const NAV_LINK_KEYS = [...LINK_KEYS, 'activeBasePath', 'activeBaseRegex'];

/**
 * What theme-classic's NavbarNavLink and FooterLinkItem take out of a link item for themselves, and what React
 * renders otherwise (a `style` object): the item's other settings go on the link's `<a>` as they are.
 */
const NOT_ATTRIBUTES = new Set([
  ...NAV_LINK_KEYS,
  'type',
  'position',
  'items',
  'html',
  'aria-label',
  'prependBaseUrlToHref',
  'isDropdownLink',
  'mobile',
  'key',
  'style',
  'children',
]);
const ATTRIBUTE_NAME = /^[A-Za-z_:][-\w:.]*$/;

/** A link item's other settings that are text or a number (`data-*`, `title`, pnpm.io's `image`): its attributes. */
function linkAttributes(item: Obj): { attributes?: Record<string, string> } {
  const passed = Object.entries(item).filter(
    ([key, value]) =>
      !NOT_ATTRIBUTES.has(key) && ATTRIBUTE_NAME.test(key) && (typeof value === 'string' || typeof value === 'number'),
  );
  return passed.length ? { attributes: Object.fromEntries(passed.map(([key, value]) => [key, String(value)])) } : {};
}

/**
 * The navbar: title, logo, hideOnScroll and the items sitegen knows. With `customTypes` (the site has a
 * src/theme/NavbarItem/ComponentTypes map), a `custom-*` item is drawn by its component from that map. With
 * `searchBox`, the search box theme-classic adds to the right, after the colour-mode toggle, unless an item is one.
 */
export function mapNavbar(
  navbar: Obj,
  ignored: string[],
  { customTypes = false, searchBox = false } = {},
): UserConfig['navbar'] {
  const items: NavbarItems = [];
  ((navbar.items as Obj[] | undefined) ?? []).forEach((item, i) => {
    const mapped = mapItem(item) ?? (customTypes ? customItem(item) : null);
    if (!mapped) {
      ignored.push(`themeConfig.navbar.items.${i}: type "${String(item.type)}" is not supported`);
      return;
    }
    items.push(mapped as NavbarItems[number]);
    // A custom item's settings are its component's props, all of them.
    if (mapped.type !== 'component') ignored.push(...unreadItemKeys(item, `themeConfig.navbar.items.${i}`));
  });
  if (searchBox && !items.some((i) => (i as Obj).type === 'search'))
    items.push({ type: 'search', position: 'right', afterToggle: true });
  const style = navbar.style === 'dark' || navbar.style === 'primary' ? navbar.style : undefined;
  if (navbar.style && !style) ignored.push(`themeConfig.navbar.style: "${String(navbar.style)}" is not supported`);
  return {
    style,
    // Docusaurus shows no title unless the navbar names one (sitegen's own default is the site title).
    title: typeof navbar.title === 'string' ? navbar.title : '',
    logo: mapLogo(navbar.logo),
    hideOnScroll: navbar.hideOnScroll === true,
    items,
  };
}

/** The keys of each navbar item type that sitegen reads (`type` and `position` aside). */
const READ_KEYS: Record<string, string[]> = {
  default: [...NAV_LINK_KEYS, 'aria-label', 'html'],
  doc: ['docId', 'label', 'docsPluginId', 'className'],
  docSidebar: ['sidebarId', 'label', 'docsPluginId', 'className'],
  docsVersion: ['label', 'to', 'version', 'docsPluginId'],
  docsVersionDropdown: [
    'docsPluginId',
    'className',
    'dropdownActiveClassDisabled',
    'dropdownItemsBefore',
    'dropdownItemsAfter',
  ],
  dropdown: ['label', 'items', 'className', 'to', 'href'],
  localeDropdown: ['className', 'dropdownItemsBefore', 'dropdownItemsAfter'],
  search: [],
  html: ['value'],
};

/** The item's settings sitegen does not read (one line each), and the dropdown's children it leaves out. */
function unreadItemKeys(item: Obj, where: string): string[] {
  const type = itemType(item);
  const read = new Set([...(READ_KEYS[type === 'link' ? 'default' : type] ?? []), 'type', 'position']);
  if (type === 'link' || type === 'default')
    for (const key of Object.keys(linkAttributes(item).attributes ?? {})) read.add(key);
  const notes = Object.keys(item)
    .filter((key) => !read.has(key) && item[key] !== undefined && !asSitegenDoes(item, key))
    .map((key) => `${where}.${key}: not supported`);
  for (const list of ['items', 'dropdownItemsBefore', 'dropdownItemsAfter']) {
    if (!read.has(list) || !Array.isArray(item[list])) continue;
    (item[list] as Obj[]).forEach((child, i) => {
      if (mapChild(child) === null) notes.push(`${where}.${list}.${i}: type "${String(child.type)}" is not supported`);
    });
  }
  return notes;
}

/** A version or language menu's own links, before and after its list. */
function dropdownExtras(item: Obj): { dropdownItemsBefore: Obj[]; dropdownItemsAfter: Obj[] } {
  const links = (list: unknown) => ((list as Obj[] | undefined) ?? []).map(mapChild).filter((c) => c !== null);
  return { dropdownItemsBefore: links(item.dropdownItemsBefore), dropdownItemsAfter: links(item.dropdownItemsAfter) };
}

/** A `key` is React's (theme-classic spreads the item into its Link), which never reaches the page. */
function asSitegenDoes(item: Obj, key: string): boolean {
  if (key === 'key') return true;
  // theme-classic's DocSidebarNavbarItem links to the sidebar's first doc and passes a `docId` on to the link as a
  // stray attribute: it changes nothing a visitor sees.
  return key === 'docId' && item.type === 'docSidebar';
}

/** A site's own item type (`custom-*`, as Docusaurus names them): its component gets the item's other settings. */
function customItem({ type, position, ...props }: Obj): Obj | null {
  if (typeof type !== 'string' || !type.startsWith('custom-')) return null;
  return { type: 'component', name: type, props, position: position === 'right' ? 'right' : 'left' };
}

/** The item's type as Docusaurus reads it: a link unless it says otherwise or has `items`. */
function itemType(item: Obj): string {
  return (item.type as string | undefined) ?? (Array.isArray(item.items) ? 'dropdown' : 'default');
}

function mapItem(item: Obj): Obj | null {
  const position = item.position === 'right' ? 'right' : 'left';
  const type = itemType(item);
  const plugin = typeof item.docsPluginId === 'string' ? { docsPluginId: item.docsPluginId } : {};
  const className = pickStrings(item, ['className']);
  switch (type) {
    case 'default':
    case 'link':
      // A link item's `html` (ByConity's GitHub: `html: '<span>GitHub</span>'` with an `href` and a `className` its
      // CSS draws an icon for) is the content of the link, as Docusaurus renders it; with nowhere to go, it is
      // shown as it is.
      if (item.html && !item.label && typeof (item.href ?? item.to) !== 'string')
        return { type: 'html', value: String(item.html), position };
      if (item.html && !item.label)
        return { type: 'link', ...linkStrings(item), label: '', html: String(item.html), position };
      return { type: 'link', ...linkStrings(item), label: String(item.label ?? item.html ?? ''), position };
    case 'doc':
      return {
        type: 'doc',
        docId: String(item.docId),
        label: item.label as string | undefined,
        ...plugin,
        ...className,
        position,
      };
    case 'docSidebar':
      return {
        type: 'docSidebar',
        sidebarId: String(item.sidebarId),
        label: String(item.label ?? item.sidebarId),
        ...plugin,
        ...className,
        position,
      };
    case 'docsVersion':
      return { type, ...pickStrings(item, ['label', 'to', 'version']), ...plugin, position };
    case 'docsVersionDropdown':
      return { ...versionDropdown(item), position };
    case 'dropdown':
      return {
        type: 'dropdown',
        label: String(item.label ?? ''),
        position,
        items: ((item.items as Obj[]) ?? []).map(mapChild).filter((c) => c !== null),
        // theme-classic's label is then a link there (NavbarNavLink), the menu still opening beside it.
        ...pickStrings(item, ['to', 'href']),
        ...className,
      };
    case 'localeDropdown':
      return { type, position, ...className, ...dropdownExtras(item) };
    case 'search':
      return { type, position };
    case 'html':
      return { type: 'html', value: String(item.value ?? ''), position };
    default:
      return null;
  }
}

/** The version menu's settings (`position` aside). */
function versionDropdown(item: Obj): Obj {
  return {
    type: 'docsVersionDropdown',
    ...(typeof item.docsPluginId === 'string' ? { docsPluginId: item.docsPluginId } : {}),
    ...pickStrings(item, ['className']),
    ...(item.dropdownActiveClassDisabled === true ? { dropdownActiveClassDisabled: true } : {}),
    ...dropdownExtras(item),
  };
}

/** A navbar link's strings; `'aria-label'`, which Docusaurus passes to the link as written, is `ariaLabel`. */
function linkStrings(item: Obj): Obj {
  const ariaLabel = typeof item['aria-label'] === 'string' ? { ariaLabel: item['aria-label'] } : {};
  return { ...ariaLabel, ...pickStrings(item, NAV_LINK_KEYS), ...linkAttributes(item) };
}

/** A menu's entry: a doc, a link, or raw HTML (theme-classic's HtmlNavbarItem, a separator in casbin's). */
function mapChild(item: Obj): Obj | null {
  const plugin = typeof item.docsPluginId === 'string' ? { docsPluginId: item.docsPluginId } : {};
  if (item.type === 'doc')
    return { type: 'doc', docId: String(item.docId), label: item.label as string | undefined, ...plugin };
  if (item.type === 'html')
    return { type: 'html', value: String(item.value ?? ''), ...pickStrings(item, ['className']) };
  if (item.type && item.type !== 'default' && item.type !== 'link') return null;
  return { type: 'link', ...linkStrings(item), label: String(item.label ?? '') };
}

/** The footer: link columns (a flat list becomes one untitled column) with their `html` items, copyright, logo. */
export function mapFooter(footer: Obj, ignored: string[]): UserConfig['footer'] {
  const raw = (footer.links as Obj[] | undefined) ?? [];
  const groups = raw.length && !raw.some((l) => Array.isArray(l.items)) ? [{ title: '', items: raw }] : raw;
  const links = groups.map((group, g) => ({
    title: String(group.title ?? ''),
    items: ((group.items as Obj[]) ?? []).map((item, i) => {
      // A flat list of links was made one untitled column.
      const where = `themeConfig.footer.links.${groups === raw ? `${g}.items.${i}` : i}`;
      // theme-classic's footer reads no `type` (redux's `type: 'doc'` with a `to`): the link is the same.
      const read =
        typeof item.html === 'string'
          ? ['html']
          : [...LINK_KEYS, 'aria-label', 'type', ...Object.keys(linkAttributes(item).attributes ?? {})];
      for (const key of Object.keys(item))
        if (!read.includes(key) && item[key] !== undefined && !asSitegenDoes(item, key))
          ignored.push(`${where}.${key}: not supported`);
      return typeof item.html === 'string'
        ? { html: item.html }
        : { ...footerLinkStrings(item), label: String(item.label ?? '') };
    }),
  }));
  const logo = mapLogo(footer.logo);
  const style = footer.style === 'dark' ? ('dark' as const) : undefined;
  if (footer.style && footer.style !== 'light' && !style)
    ignored.push(`themeConfig.footer.style: "${String(footer.style)}" is not supported`);
  const copyright = typeof footer.copyright === 'string' ? footer.copyright : '';
  return { style, links, copyright, logos: logo ? [logo] : [] };
}

/** A footer link's strings; `'aria-label'` is `ariaLabel`, as in the navbar. */
function footerLinkStrings(item: Obj): Obj {
  const ariaLabel = typeof item['aria-label'] === 'string' ? { ariaLabel: item['aria-label'] } : {};
  return { ...ariaLabel, ...pickStrings(item, LINK_KEYS), ...linkAttributes(item) };
}

function mapLogo(value: unknown): NonNullable<UserConfig['navbar']>['logo'] {
  if (!value || typeof value !== 'object') return undefined;
  const l = value as Obj;
  if (typeof l.src !== 'string') return undefined;
  const size = (v: unknown) =>
    typeof v === 'number' ? v : typeof v === 'string' && /^\d+(px)?$/.test(v) ? parseInt(v, 10) : undefined;
  return {
    alt: typeof l.alt === 'string' ? l.alt : '',
    src: l.src,
    srcDark: typeof l.srcDark === 'string' ? l.srcDark : undefined,
    href: typeof l.href === 'string' ? l.href : undefined,
    width: size(l.width),
    height: size(l.height),
    className: typeof l.className === 'string' ? l.className : undefined,
  };
}

function pickStrings(o: Obj, keys: string[]): Record<string, string> {
  return Object.fromEntries(keys.filter((k) => typeof o[k] === 'string').map((k) => [k, o[k] as string]));
}
