/**
 * Small pieces the config's sections share.
 */
import { z } from 'zod';

/** Which docs section an item points into (a `docs.sections` id); the main docs when unset, as in Docusaurus. */
export const docsPluginId = z.string().optional();

/** A URL segment as written (`docs`, `/docs/`), resolved without leading or trailing slashes. */
export const basePath = z.string().transform((s) => s.replace(/^\/+|\/+$/g, ''));

/**
 * The id of a further blog or pages folder: Docusaurus's plugin id, which names its translation folder
 * (`<i18n>/<locale>/docusaurus-plugin-content-<plugin>-<id>/`); `default` is the main one's.
 */
export function sectionId({ noun, plugin, example }: { noun: string; plugin: string; example: string }) {
  return z
    .string()
    .regex(/^[\w-]+$/, 'letters, digits, "-" and "_" only')
    .refine((id) => id !== 'default', `the main ${noun} is "default": name this one otherwise`)
    .describe(
      `The ${noun}'s id: Docusaurus's plugin id, which names its translation folder (\`<i18n>/<locale>/docusaurus-plugin-content-${plugin}-<id>/\`). Example: '${example}'`,
    );
}

export const linkTarget = {
  /** Label shown to the visitor. @example 'Blog' */
  label: z.string().describe("Label shown to the visitor. Example: 'Blog'"),
  /** Site path (`/blog`) or absolute URL (`https://github.com/org/repo`). */
  href: z.string().optional().describe('Site path (`/blog`) or absolute URL (`https://github.com/org/repo`).'),
  /** Alias of `href` for site paths, as Docusaurus writes it. */
  to: z.string().optional().describe('Alias of `href` for site paths, as Docusaurus writes it.'),
  /** Accessible label when the visible label is an icon. */
  ariaLabel: z.string().optional().describe('Accessible label when the visible label is an icon.'),
  /** Optional CSS class for styling (e.g. an icon link). */
  className: z.string().optional().describe('Optional CSS class for styling (e.g. an icon link).'),
  /** Where the link opens (the link's `target`); a link to another site opens in a new tab unless this says otherwise. @example '_self' */
  target: z
    .string()
    .optional()
    .describe(
      "Where the link opens (the link's `target`); a link to another site opens in a new tab unless this says otherwise. Example: '_self'",
    ),
  /** The link's `rel`; a link to another site has `noopener noreferrer` unless this says otherwise. @example 'me' */
  rel: z
    .string()
    .optional()
    .describe(
      "The link's `rel`; a link to another site has `noopener noreferrer` unless this says otherwise. Example: 'me'",
    ),
  /** Further attributes of the link, as written. @example { 'data-track': 'nav', title: 'The docs' } */
  attributes: z
    .record(z.string())
    .optional()
    .describe("Further attributes of the link, as written. Example: { 'data-track': 'nav', title: 'The docs' }"),
};
