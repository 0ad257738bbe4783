/**
 * The dev server's first page needs the title of every doc its sidebars and version menus list, and a doc without a
 * front matter title takes it from its leading `# H1`. A heading whose text Markdown leaves as it is (letters,
 * digits, spaces, plain punctuation) is read from the first line, without rendering the body: apache/eventmesh-site's
 * first page rendered ~800 bodies of 14 docs versions for their titles. The title must be the one rendering gives.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { loadConfig } from '../../src/config/load-config.js';
import { createParseContext, readHeads, renderEntry } from '../../src/content/parse-entries.js';
import { scanContent } from '../../src/content/scan-content.js';
import { lazyEntry, trackBodyReads } from '../../src/dev/lazy-entry.js';
import { createMarkdown } from '../../src/markdown/create-markdown.js';
import { writeFixture } from '../helpers/fixture-site.js';

/** Bodies whose title is or is not a plain leading heading. */
const DOCS: Record<string, string> = {
  plain: '# Event Store with Docker\n\nText.\n',
  spaced: '\n\n#   Run Java SDK Demo (v1.2)   \n\nText.\n',
  crlf: '# Windows line ends, too\r\n\r\nText.\r\n',
  emphasis: '# Title with *emphasis*\n\nText.\n',
  anchor: '# Custom anchor {#custom}\n\nText.\n',
  closed: '# Closed heading #\n\nText.\n',
  entity: '# C++ &amp; C#\n\nText.\n',
  inlineCode: '# The `sitegen dev` command\n\nText.\n',
  emoji: '# Ready :rocket:\n\nText.\n',
  commented: '<!-- a note -->\n# After a comment\n\nText.\n',
  setext: 'Setext title\n============\n\nText.\n',
  unicode: '# Über uns\n\nText.\n',
  none: 'No heading at all.\n',
  later: 'Intro line.\n\n# Not leading\n',
  punctuation: '# A, B. C (d)? e/f - g 2\n\nText.\n',
  digits: '# 2024 roadmap\n',
  indented: '   # Indented three spaces\n',
  code: '    # Four spaces are code\n',
  unspaced: '#No space, no heading\n',
  double: '# Two  spaces inside\n',
  sharp: '# Why C# and F#?\n',
  chinese: '# 分布式追踪 \n\n## OpenTelemetry 概述\n',
  mixed: '# EventMesh 指标（OpenTelemetry 和 Prometheus）\n',
  nbsp: '# Ends in a no-break space\u00a0\n',
};

async function contextFor(root: string) {
  const config = await loadConfig({ root });
  const files = await scanContent({ config, locales: [config.i18n.defaultLocale] });
  const heads = readHeads(files, config);
  const ctx = await createParseContext({ config, md: createMarkdown(config), heads });
  return { heads, ctx };
}

test('a doc titled by a plain leading heading has its title without its body being rendered', async () => {
  const files = Object.fromEntries(Object.entries(DOCS).map(([name, body]) => [`content/docs/${name}.md`, body]));
  const { heads, ctx } = await contextFor(await writeFixture(files));
  const rendered = new Set<string>();
  const titles = Object.fromEntries(
    heads.map((head) => {
      const entry = lazyEntry(head, ctx);
      const read = new Set<string>();
      const title = trackBodyReads(read, () => entry.title);
      if (read.size) rendered.add(path.basename(head.file.relPath, '.md'));
      assert.equal(title, renderEntry(head, ctx).title, `${head.file.relPath}: the title rendering gives`);
      return [path.basename(head.file.relPath, '.md'), title];
    }),
  );
  assert.deepEqual([...rendered].sort(), [
    'anchor',
    'closed',
    'code',
    'commented',
    'emoji',
    'emphasis',
    'entity',
    'inlineCode',
    'later',
    'nbsp',
    'none',
    'setext',
    'sharp',
    'unspaced',
  ]);
  assert.equal(titles.spaced, 'Run Java SDK Demo (v1.2)');
  assert.equal(titles.crlf, 'Windows line ends, too');
  assert.equal(titles.double, 'Two  spaces inside');
  assert.equal(titles.chinese, '分布式追踪');
  assert.equal(titles.nbsp, 'Ends in a no-break space');
});
