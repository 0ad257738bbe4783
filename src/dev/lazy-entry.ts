/**
 * Entries whose Markdown is rendered on first use. Routes, sidebars and lists need only what the front matter
 * and file name say (`headFields`); the body (HTML, TOC, links, and the title when the front matter has none)
 * is rendered when a page that shows it is rendered. So the dev server starts without parsing every page.
 *
 * An entry can be pointed at a new head of the same file (`rebindEntry`): after an edit that changes only the
 * body, the route tables, sidebars and bundles that hold the entry stay valid, unless composing them read the
 * body (`trackBodyReads` says which sources they read).
 */
import {
  headFields,
  renderEntry,
  renderWithSidebar,
  plainLeadingH1,
  titleFromHead,
  type BodyField,
  type Head,
  type ParseContext,
} from '../content/parse-entries.js';
import { runsSitePlugins } from '../markdown/create-markdown.js';
import type { ContentEntry } from '../types.js';
import type { DocsSidebarView } from '../types.js';

const BODY_FIELDS: BodyField[] = [
  'title',
  'description',
  'hasOwnH1',
  'html',
  'excerptHtml',
  'toc',
  'anchors',
  'links',
  'features',
  'readingMinutes',
  'headTags',
  'readsSidebar',
];

/** Where an entry's body comes from, swapped by `rebindEntry`. */
interface Binding {
  head: Head;
  ctx: ParseContext;
  full: ContentEntry | null;
  /** The title known without rendering the body (`headTitle`), or null. */
  headTitle: string | null;
}

/**
 * The title a head gives without rendering its body: the front matter's, else a plain leading `# H1` (the title of
 * most docs, which the first page's sidebars and version menus list by the hundred). Not where the site's Markdown
 * plugins run, which may change a heading's text.
 */
function headTitle(head: Head, ctx: ParseContext): string | null {
  return titleFromHead(head) ?? (runsSitePlugins(ctx.md) ? null : plainLeadingH1(head.body));
}

const bindings = new WeakMap<ContentEntry, Binding>();

/** Sources whose body fields were read while `trackBodyReads` runs (null: not tracking). */
let reads: Set<string> | null = null;

/** An entry with its head fields set and its body fields computed (once) when first read. */
export function lazyEntry(head: Head, ctx: ParseContext): ContentEntry {
  const entry = fieldsOf(head, ctx) as ContentEntry;
  const binding: Binding = { head, ctx, full: null, headTitle: headTitle(head, ctx) };
  bindings.set(entry, binding);
  // Read when a page shows it: a config's editUrl function costs a guarded call per file (see readDevHead).
  Object.defineProperty(entry, 'editUrl', {
    enumerable: true,
    configurable: true,
    get: () => binding.head.editUrl ?? null,
  });
  // A body that fails to render throws on every read, so the error shows until the file is fixed.
  const render = () => (binding.full ??= renderEntry(binding.head, binding.ctx));
  for (const field of BODY_FIELDS) {
    Object.defineProperty(entry, field, {
      enumerable: true,
      configurable: true,
      get: () => {
        if (field === 'title' && binding.headTitle !== null) return binding.headTitle;
        reads?.add(binding.head.file.absPath);
        return render()[field];
      },
    });
  }
  return entry;
}

/**
 * Whether `head`, a newer read of the entry's file, gives the entry the same head fields (the file's time aside):
 * then the entry can render the new body in place (`rebindEntry`).
 */
export function sameHeadFields(entry: ContentEntry, head: Head): boolean {
  const binding = bindings.get(entry);
  if (!binding) return false;
  const { lastUpdated: _now, ...now } = fieldsOf(head, binding.ctx);
  const { lastUpdated: _then, ...then } = fieldsOf(binding.head, binding.ctx);
  return JSON.stringify(now) === JSON.stringify(then) && headTitle(head, binding.ctx) === binding.headTitle;
}

/** Point `entry` at `head` (see `sameHeadFields`): its body renders afresh on its next read. */
export function rebindEntry(entry: ContentEntry, head: Head): void {
  const binding = bindings.get(entry)!;
  binding.head = head;
  binding.full = null;
  entry.lastUpdated = head.file.mtimeMs;
}

/** The head fields, the edit URL aside (it follows from the others and is read on use). */
function fieldsOf(head: Head, ctx: ParseContext): ReturnType<typeof headFields> {
  return headFields({ ...head, editUrl: null }, ctx.authors);
}

/** Run `fn`, adding to `into` the source of every entry whose body fields it reads. */
export function trackBodyReads<T>(into: Set<string>, fn: () => T): T {
  const outer = reads;
  reads = into;
  try {
    return fn();
  } finally {
    reads = outer;
  }
}

/** `entry` rendered again with its page's sidebar (routes/sidebar-bodies.ts), from the head it is bound to now. */
export function lazyWithSidebar(entry: ContentEntry, sidebar: DocsSidebarView): ContentEntry {
  const binding = bindings.get(entry);
  return binding ? renderWithSidebar(binding.head, binding.ctx, sidebar) : entry;
}
