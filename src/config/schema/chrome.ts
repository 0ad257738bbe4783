/**
 * The config's page chrome: the navbar and its item kinds, the footer and the announcement bar.
 */
import { z } from 'zod';
import { docsPluginId, linkTarget } from './common.js';

export const NAVBAR_TYPES = [
  'doc',
  'docSidebar',
  'docsVersion',
  'docsVersionDropdown',
  'link',
  'dropdown',
  'localeDropdown',
  'search',
  'html',
  'component',
] as const;

/** Side of the navbar the item sits on. */
const position = z.enum(['left', 'right']).default('left').describe('Side of the navbar the item sits on.');

function isRegExp(source: string): boolean {
  try {
    new RegExp(source);
    return true;
  } catch {
    return false;
  }
}

/** A navbar link: a link, and when it is marked active (as Docusaurus's `activeBasePath` and `activeBaseRegex`). */
const navLinkTarget = {
  ...linkTarget,
  /** Marks the link active on every page whose path starts with this one. @example 'docs' */
  activeBasePath: z
    .string()
    .optional()
    .describe("Marks the link active on every page whose path starts with this one. Example: 'docs'"),
  /** Marks the link active on every page whose path (with the base URL) matches this regular expression. @example '/community/' */
  activeBaseRegex: z
    .string()
    .refine(isRegExp, 'is not a regular expression JavaScript can read; escape ( [ { ? + * with a backslash')
    .optional()
    .describe(
      "Marks the link active on every page whose path (with the base URL) matches this regular expression, ignoring case. Example: '/community/'",
    ),
};

/** An entry of a dropdown: a link, a doc by id, or raw HTML. */
const dropdownChild = z.union([
  z
    .object({ type: z.literal('doc'), docId: z.string(), label: z.string().optional(), docsPluginId })
    .strict()
    .describe(
      "A doc by id; the label defaults to the doc's sidebar label. Example: { type: 'doc', docId: 'latest/tutorial/installation' }",
    ),
  z
    .object({ type: z.literal('link').optional(), ...navLinkTarget })
    .strict()
    .describe("A link. Example: { label: 'Releases', to: '/releases' }"),
  z
    .object({ type: z.literal('html'), value: z.string(), className: linkTarget.className })
    .strict()
    .describe(
      "Raw HTML as one entry of the menu, in a list item of its own with `className` on it, as Docusaurus draws it. Example: { type: 'html', value: '<hr>' }",
    ),
]);

/** A navbar item; `type` picks its shape. */
export const navbarItem = z.discriminatedUnion('type', [
  z
    .object({
      type: z.literal('doc'),
      docId: z.string(),
      label: z.string().optional(),
      docsPluginId,
      className: linkTarget.className,
      position,
    })
    .strict()
    .describe("A doc by id. Example: { type: 'doc', docId: 'latest/README', label: 'Docs' }"),
  z
    .object({
      type: z.literal('docSidebar'),
      sidebarId: z.string(),
      label: z.string(),
      docsPluginId,
      className: linkTarget.className,
      position,
    })
    .strict()
    .describe(
      "A sidebar's first doc, active on every doc of that sidebar. Example: { type: 'docSidebar', sidebarId: 'api', label: 'API' }",
    ),
  /** A link to a version's main doc (the last version unless `version` is set), labelled with its label. */
  z
    .object({
      type: z.literal('docsVersion'),
      label: z.string().optional(),
      to: z.string().optional(),
      version: z.string().optional(),
      docsPluginId,
      position,
    })
    .strict()
    .describe("A link to a version's main doc (the last version unless `version` is set), labelled with its label."),
  /** The version menu: every version, linking to the page being read in that version (else its main doc). */
  z
    .object({
      type: z.literal('docsVersionDropdown'),
      docsPluginId,
      className: linkTarget.className,
      dropdownActiveClassDisabled: z.boolean().default(false),
      dropdownItemsBefore: z.array(dropdownChild).default([]),
      dropdownItemsAfter: z.array(dropdownChild).default([]),
      position,
    })
    .strict()
    .describe('The version menu: every version, linking to the page being read in that version (else its main doc).'),
  z
    .object({
      type: z.literal('link'),
      ...navLinkTarget,
      /** The link's content as HTML, in place of its label (an icon the site's CSS draws). */
      html: z
        .string()
        .optional()
        .describe("The link's content as HTML, in place of its label. Example: '<span>GitHub</span>'"),
      position,
    })
    .strict()
    .describe("A link; `type` may be left out. Example: { to: '/blog', label: 'Blog' }"),
  z
    .object({
      type: z.literal('dropdown'),
      label: z.string(),
      items: z.array(dropdownChild),
      /** A site path the label links to; the caret beside it opens the menu. @example '/docs/overview' */
      to: z
        .string()
        .optional()
        .describe("A site path the label links to; the caret beside it opens the menu. Example: '/docs/overview'"),
      /** A URL (or site path) the label links to, as `to`. */
      href: z.string().optional().describe('A URL (or site path) the label links to, as `to`.'),
      className: linkTarget.className,
      position,
    })
    .strict()
    .describe(
      "A menu of links and docs. Example: { type: 'dropdown', label: 'Tools', items: [{ label: 'Fiddle', href: 'https://electronjs.org/fiddle' }] }",
    ),
  z
    .object({
      type: z.literal('localeDropdown'),
      className: linkTarget.className,
      dropdownItemsBefore: z.array(dropdownChild).default([]),
      dropdownItemsAfter: z.array(dropdownChild).default([]),
      position: position.default('right'),
    })
    .strict()
    .describe('The language menu: the built locales, each linking to the same page in that language.'),
  z
    .object({
      type: z.literal('search'),
      position: position.default('right'),
      /** After the colour-mode toggle, where Docusaurus's theme adds its search box when no item names it. */
      afterToggle: z
        .boolean()
        .default(false)
        .describe("After the colour-mode toggle, where Docusaurus's theme adds its search box when no item names it."),
    })
    .strict()
    .describe('The search box.'),
  z
    .object({ type: z.literal('html'), value: z.string(), position })
    .strict()
    .describe("Raw HTML in the navbar. Example: { type: 'html', value: '<span>Beta</span>' }"),
  z
    .object({
      type: z.literal('component'),
      /** The item type in the map of src/theme/NavbarItem/ComponentTypes. */
      name: z.string().describe('The item type in the map of src/theme/NavbarItem/ComponentTypes.'),
      /** What the component gets, as Docusaurus passes the item's other settings. */
      props: z.record(z.unknown()).default({}).describe("The component's props: the item's other settings."),
      position,
    })
    .strict()
    .describe(
      "An item drawn by a component of the site's src/theme/NavbarItem/ComponentTypes map, as a Docusaurus site's custom item types are. Example: { type: 'component', name: 'custom-community', position: 'right' }",
    ),
]);

/** Docusaurus lets a plain link omit `type`; give it one before the union sees it. */
const navbarItemWithDefault = z.preprocess(
  (v) => (v && typeof v === 'object' && !('type' in v) ? { ...v, type: 'link' } : v),
  navbarItem,
);

const logo = z
  .object({
    /** Alternative text of the image. @example 'Electron logo' */
    alt: z.string().describe("Alternative text of the image. Example: 'Electron logo'"),
    /** Image path below the static folder, or a URL. @example 'assets/img/logo.svg' */
    src: z.string().describe("Image path below the static folder, or a URL. Example: 'assets/img/logo.svg'"),
    /** The image in dark mode, when it differs. */
    srcDark: z.string().optional().describe('The image in dark mode, when it differs.'),
    /** Where the logo links to. */
    href: z.string().optional().describe('Where the logo links to.'),
    /** Width in CSS pixels. */
    width: z.number().optional().describe('Width in CSS pixels.'),
    /** Height in CSS pixels. */
    height: z.number().optional().describe('Height in CSS pixels.'),
    /** A class for the image, as Docusaurus's `logo.className`. @example 'brand-logo' */
    className: z
      .string()
      .optional()
      .describe("A class for the image, as Docusaurus's logo.className. Example: 'brand-logo'"),
  })
  .strict();

/** The bar at the top of every page. */
export const navbarSchema = z
  .object({
    /** Text beside the logo (default: the site title). @example 'Electron' */
    title: z.string().optional().describe("Text beside the logo (default: the site title). Example: 'Electron'"),
    /** The logo at the start of the navbar. */
    logo: logo.optional().describe('The logo at the start of the navbar.'),
    /** Hide the navbar while scrolling down, show it on scroll up. */
    hideOnScroll: z.boolean().default(false).describe('Hide the navbar while scrolling down, show it on scroll up.'),
    /** `dark` keeps the navbar dark in both colour modes, as Docusaurus's `navbar.style`. */
    style: z
      .enum(['dark', 'primary'])
      .optional()
      .describe("`dark` keeps the navbar dark in both colour modes, as Docusaurus's `navbar.style`."),
    /** The navbar's items, left then right. @example [{ type: 'doc', docId: 'latest/README', label: 'Docs' }] */
    items: z
      .array(navbarItemWithDefault)
      .default([])
      .describe(
        "The navbar's items, left then right. Example: [{ type: 'doc', docId: 'latest/README', label: 'Docs' }]",
      ),
  })
  .strict()
  .default({})
  .describe('The bar at the top of every page.');

/** The footer of every page. */
export const footerSchema = z
  .object({
    /** `dark` keeps the footer dark in both colour modes, as Docusaurus's `footer.style`. */
    style: z
      .enum(['dark'])
      .optional()
      .describe("`dark` keeps the footer dark in both colour modes, as Docusaurus's `footer.style`."),
    /** Link groups; an item is a link or `{html}` (raw HTML, as Docusaurus's footer allows). */
    links: z
      .array(
        z
          .object({
            /** Heading of the group. @example 'Docs' */
            title: z.string().describe("Heading of the group. Example: 'Docs'"),
            /** The group's links, or `{html}` items. */
            items: z
              .array(z.union([z.object(linkTarget).strict(), z.object({ html: z.string() }).strict()]))
              .describe("The group's links, or `{html}` items."),
          })
          .strict(),
      )
      .default([])
      .describe("Link groups; an item is a link or `{html}` (raw HTML, as Docusaurus's footer allows)."),
    /** Line under the links; HTML allowed. @example 'Copyright © OpenJS Foundation' */
    copyright: z
      .string()
      .default('')
      .describe("Line under the links; HTML allowed. Example: 'Copyright © OpenJS Foundation'"),
    /** Hosting and infrastructure credits. */
    logos: z.array(logo).default([]).describe('Hosting and infrastructure credits.'),
  })
  .strict()
  .default({})
  .describe('The footer of every page.');

/** A line above the navbar on every page, until the visitor closes it. */
export const announcementBarSchema = z
  .object({
    /** Changing the id shows the bar again to visitors who closed it. @example 'v30-release' */
    id: z.string().describe("Changing the id shows the bar again to visitors who closed it. Example: 'v30-release'"),
    /** The bar's HTML; site paths in links get the locale's prefix. @example 'Electron 30 is out! <a href="/blog/electron-30-0">Read more</a>' */
    content: z
      .string()
      .describe(
        "The bar's HTML; site paths in links get the locale's prefix. Example: 'Electron 30 is out! <a href=\"/blog/electron-30-0\">Read more</a>'",
      ),
    /** Background colour. @example '#fafbfc' */
    backgroundColor: z.string().default('#fafbfc').describe("Background colour. Example: '#fafbfc'"),
    /** Text colour. @example '#091E42' */
    textColor: z.string().default('#091E42').describe("Text colour. Example: '#091E42'"),
    /** Show a close button. */
    isCloseable: z.boolean().default(true).describe('Show a close button.'),
  })
  .strict()
  .optional()
  .describe('A line above the navbar on every page, until the visitor closes it.');
