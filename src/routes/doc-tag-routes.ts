/**
 * Docs tags, as Docusaurus 2 builds them: in each docs version whose docs have `tags` in front matter, a page
 * listing every tag (`/docs/tags`, `/docs/2.0/tags`) and one page per tag listing its docs
 * (`/docs/tags/<tag>`). A version without tagged docs gets neither.
 */
import { allDocsVersions, docsVersionOf } from '../config/docs-versions.js';
import type { ResolvedConfig } from '../config/schema.js';
import { tagRuleOf, tagSlug, type TagRule } from '../../templates/blog/blog-paths.js';
import type { ContentEntry, Route } from '../types.js';
import type { RouteSource } from './create-route-table.js';
import { englishOrder } from '../english-order.js';

/** One tag as the tags page lists it. */
export interface DocTagLink {
  label: string;
  permalink: string;
  count: number;
}

/** One doc as a tag's page lists it. */
export interface DocTagItem {
  label: string;
  href: string;
  description: string;
}

const byLabel = englishOrder({ sensitivity: 'base' });

/** The tags pages of every docs version. */
export const docTagRoutes: RouteSource = ({ config, content }) => {
  const docs = [...content.entries.values()].filter((e) => e.kind === 'doc' && e.tags?.length);
  const rule = tagRuleOf(config);
  return allDocsVersions(config).flatMap((v) => {
    const tagged = docs.filter((e) => (e.docsNs ?? '') === v.ns);
    return tagged.length ? versionTagRoutes({ tagsPath: `${v.base}/tags`, rule }, tagged) : [];
  });
};

function versionTagRoutes({ tagsPath, rule }: { tagsPath: string; rule: TagRule }, docs: ContentEntry[]): Route[] {
  // By page, as Docusaurus's `groupTaggedItems`: the first label seen names it.
  const tags = new Map<string, { label: string; docs: ContentEntry[] }>();
  for (const doc of docs) {
    for (const label of new Set(doc.tags)) {
      const permalink = tagPermalink({ tagsPath, rule }, label, doc.tagPermalinks?.[label]);
      if (!tags.has(permalink)) tags.set(permalink, { label, docs: [] });
      if (!tags.get(permalink)!.docs.includes(doc)) tags.get(permalink)!.docs.push(doc);
    }
  }
  const sorted = [...tags].sort(([, a], [, b]) => byLabel(a.label, b.label));
  const links: DocTagLink[] = sorted.map(([permalink, t]) => ({ label: t.label, permalink, count: t.docs.length }));
  return [
    { path: tagsPath, kind: 'doc-tags', source: `docs tags at ${tagsPath}`, data: { tags: links } },
    ...sorted.map(([permalink, t]): Route => {
      const items: DocTagItem[] = t.docs
        .map((d) => ({ label: d.title, href: d.permalink, description: describe(d) }))
        .sort((a, b) => byLabel(a.label, b.label));
      return {
        path: permalink,
        kind: 'doc-tag',
        source: `docs tag "${t.label}"`,
        data: { title: t.label, tagsPath, items, count: items.length },
      };
    }),
  ];
}

/** A doc's tags with their pages in its own version, as its page links them. */
export function docTagLinks(config: ResolvedConfig, entry: ContentEntry): { label: string; permalink: string }[] {
  const at = { tagsPath: `${docsVersionOf(config, entry.docsNs).base}/tags`, rule: tagRuleOf(config) };
  return [...new Set(entry.tags)].map((label) => ({
    label,
    permalink: tagPermalink(at, label, entry.tagPermalinks?.[label]),
  }));
}

/**
 * A tag's permalink: the tags path, then the permalink its front matter gives (as Docusaurus, below the tags path
 * of the doc's version) or its label's slug by the site's rule (blog-paths.ts).
 */
function tagPermalink({ tagsPath, rule }: { tagsPath: string; rule: TagRule }, label: string, own?: string): string {
  const segment = own === undefined ? tagSlug(label, rule) : own.replace(/^\/+|\/+$/g, '');
  return segment ? `${tagsPath}/${segment}` : tagsPath;
}

/** A doc's description without making its body parse fail here (its own page reports that). */
function describe(doc: ContentEntry): string {
  try {
    return doc.description ?? '';
  } catch {
    return '';
  }
}
