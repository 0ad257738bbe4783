/**
 * theme-classic 2.4's tables of contents, which a swizzled `TOC` or `TOCCollapsible` wraps (`@theme-original/TOC`,
 * `@theme-init/TOC`) or builds from (`@theme/TOCItems`, sequelize's): `@theme/TOC` beside a doc, `@theme/TOCItems`
 * its list, `@theme/TOCCollapsible` the phone's box above the doc. Their markup and class names are theme-classic's
 * (its CSS-module names with 2.4.3's hashes), so a site's CSS for them applies. Two things differ, for pages that
 * work without script: the phone's box is a `<details>` (theme-classic's is a div whose button opens it) that
 * client/collapsibles.ts animates, and its list is in the page from the start (theme-classic draws it on the first
 * opening). The link in view is marked by client/toc-highlight.ts, not by a hook: the TOC is HTML unless the site's
 * wrapper needs the browser.
 */
import { useOptionalPageData, usePageData } from '../page-api.js';
import { THEME_CLASSIC } from '../theme-classic-classes.js';

/** A heading as Docusaurus lists it (`useDoc().toc`, a TOC's `toc` prop): its HTML is `value`. */
export interface TOCItem {
  value: string;
  id: string;
  level: number;
}

/** `themeConfig.tableOfContents`. */
interface TOCLevels {
  minHeadingLevel?: number;
  maxHeadingLevel?: number;
}

/** A heading with the headings below it. */
interface TOCTreeNode extends TOCItem {
  children: TOCTreeNode[];
}

interface TOCProps {
  toc: readonly TOCItem[];
  minHeadingLevel?: number;
  maxHeadingLevel?: number;
  className?: string;
}

/** theme-classic's TOC's link names: `toc-highlight` is what the scroll follows (not a TOCInline's links). */
const LINK_CLASS_NAME = 'table-of-contents__link toc-highlight';
const LINK_ACTIVE_CLASS_NAME = 'table-of-contents__link--active';

/** The table of contents beside a doc. */
export default function TOC({ className, ...props }: TOCProps) {
  return (
    <div className={classes(THEME_CLASSIC.tableOfContents, 'thin-scrollbar', className)}>
      <TOCItems {...props} linkClassName={LINK_CLASS_NAME} linkActiveClassName={LINK_ACTIVE_CLASS_NAME} />
    </div>
  );
}

/**
 * The headings between the levels (`themeConfig.tableOfContents` where the props give none), nested
 * as theme-classic nests them. `linkActiveClassName` is the mark of the link in view, which sitegen's script sets
 * under Infima's name (`table-of-contents__link--active`).
 */
export function TOCItems({
  toc,
  className = 'table-of-contents table-of-contents__left-border',
  linkClassName = 'table-of-contents__link',
  minHeadingLevel,
  maxHeadingLevel,
}: Omit<TOCProps, 'className'> & { className?: string; linkClassName?: string | null; linkActiveClassName?: string }) {
  // The config only where a level is missing: a doc's TOC is given both, and its island then carries no page data
  // at all (sequelize.org's, an island for its ads hook alone), so none is asked for.
  const site = useOptionalPageData()?.site;
  const levels =
    minHeadingLevel === undefined || maxHeadingLevel === undefined
      ? (site?.docusaurus?.siteConfig.themeConfig?.tableOfContents as TOCLevels | undefined)
      : undefined;
  const tree = filterTOC(treeifyTOC(toc), {
    min: minHeadingLevel ?? levels?.minHeadingLevel ?? 2,
    max: maxHeadingLevel ?? levels?.maxHeadingLevel ?? 3,
  });
  return <TOCItemTree toc={tree} className={className} linkClassName={linkClassName} />;
}

/** theme-classic's `TOCItems/Tree`: nested lists, only the outer one with `className`. */
export function TOCItemTree({
  toc,
  className,
  linkClassName,
  isChild,
}: {
  toc: readonly TOCTreeNode[];
  className?: string;
  linkClassName?: string | null;
  isChild?: boolean;
}) {
  if (!toc.length) return null;
  return (
    <ul className={isChild ? undefined : className}>
      {toc.map((heading) => (
        <li key={heading.id}>
          <a
            href={`#${heading.id}`}
            className={linkClassName ?? undefined}
            dangerouslySetInnerHTML={{ __html: heading.value }}
          />
          <TOCItemTree isChild toc={heading.children} className={className} linkClassName={linkClassName} />
        </li>
      ))}
    </ul>
  );
}

/** The phone's table of contents above a doc: "On this page", opening to the list. */
export function TOCCollapsible({ toc, className, minHeadingLevel, maxHeadingLevel }: TOCProps) {
  const { t } = usePageData();
  return (
    <details className={classes(THEME_CLASSIC.tocCollapsible, className, 'toc-mobile')}>
      <summary className={classes('clean-btn', THEME_CLASSIC.tocCollapsibleButton)}>{t('toc.title')}</summary>
      <div className={THEME_CLASSIC.tocCollapsibleContent}>
        <TOCItems toc={toc} minHeadingLevel={minHeadingLevel} maxHeadingLevel={maxHeadingLevel} />
      </div>
    </details>
  );
}

/** Docusaurus's `treeifyTOC`: each heading below the latest before it of a higher level (h2 and below). */
function treeifyTOC(flat: readonly TOCItem[]): TOCTreeNode[] {
  const nodes = flat.map((heading) => ({ ...heading, children: [] as TOCTreeNode[] }));
  const latest = Array<number>(7).fill(-1);
  const roots: TOCTreeNode[] = [];
  nodes.forEach((node, i) => {
    const parent = Math.max(-1, ...latest.slice(2, node.level));
    latest[node.level] = i;
    (parent >= 0 ? nodes[parent].children : roots).push(node);
  });
  return roots;
}

/** Docusaurus's `filterTOC`: the headings between the levels, a heading out of range giving its place to its children. */
function filterTOC(toc: readonly TOCTreeNode[], { min, max }: { min: number; max: number }): TOCTreeNode[] {
  return toc.flatMap((node) => {
    const children = filterTOC(node.children, { min, max });
    return node.level >= min && node.level <= max ? [{ ...node, children }] : children;
  });
}

function classes(...names: (string | undefined | false)[]): string {
  return names.filter(Boolean).join(' ');
}
