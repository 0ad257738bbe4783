/**
 * The `output: sidebars` fixtures: the input is a sidebars file (Docusaurus format), resolved against the fixture
 * site's docs the way a build does it; the output is each sidebar as an indented tree, its reading order, and
 * which sidebar each doc belongs to.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseEntries } from '../../src/content/parse-content.js';
import { loadSidebars } from '../../src/docs/load-sidebars.js';
import { resolveSidebars } from '../../src/docs/resolve-sidebars.js';
import { docInfos } from '../../src/docs/doc-infos.js';
import type { SidebarNode } from '../../src/types.js';
import type { FixtureSite } from './render-fixture.js';

/** The sidebars file `source` (a `.js` module) resolved against the site's docs, as text. */
export async function renderSidebars(site: FixtureSite, source: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'sitegen-sidebars-'));
  try {
    await writeFile(path.join(dir, 'sidebars.js'), source);
    // The sidebars file comes from the temp folder; the `_category_` files from the fixture site's docs.
    const docs = path.resolve(site.config.root, site.config.paths.docs);
    const file = await loadSidebars({
      ...site.config,
      root: dir,
      paths: { ...site.config.paths, sidebars: 'sidebars.js', docs },
    });
    const { entries } = await parseEntries({
      config: site.config,
      files: site.files,
      md: site.md,
      includeDrafts: true,
    });
    const resolved = resolveSidebars(file, docInfos(entries.values()));
    const lines: string[] = [];
    for (const [id, sidebar] of resolved.sidebars) {
      lines.push(`sidebar ${id}`, ...tree(sidebar.items, '  '), `  order: ${resolved.order.get(id)!.join(', ')}`);
    }
    lines.push(
      `sidebarOf: ${[...resolved.sidebarOf].map(([doc, sidebar]) => `${doc} -> ${sidebar}`).join(', ') || '(none)'}`,
    );
    return lines.join('\n');
  } catch (error) {
    // Errors name the sidebars file; the temp folder is not part of what a reader needs to see.
    if (error instanceof Error) error.message = error.message.split(dir + path.sep).join('');
    throw Object.assign(error as Error, {
      location: relocate((error as { location?: { file: string } }).location, dir),
    });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

function tree(items: SidebarNode[], indent: string): string[] {
  return items.flatMap((item) => {
    const cls = item.className ? ` .${item.className}` : '';
    if (item.type === 'doc')
      return [
        `${indent}doc ${item.id} "${item.label}" ${item.href}${item.tags.length ? ` [${item.tags.join(', ')}]` : ''}${cls}`,
      ];
    if (item.type === 'link') return [`${indent}link "${item.label}" ${item.href}${cls}`];
    const head = `${indent}category "${item.label}"${item.collapsed ? ' collapsed' : ''}${item.href ? ` ${item.href}` : ''}${cls}`;
    return [head, ...tree(item.items, `${indent}  `)];
  });
}

function relocate(location: { file: string } | undefined, dir: string): { file: string } | undefined {
  return location ? { ...location, file: path.relative(dir, location.file) } : undefined;
}
