/**
 * Markdown images carry their width and height, as Docusaurus writes them (the sizes themselves are in
 * fixtures/links.txt); an image whose size cannot be read is shown without one and named in a warning with its
 * file and line, as Docusaurus warns.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { before, test } from 'node:test';
import { parseEntries } from '../../src/content/parse-content.js';
import type { ContentFile } from '../../src/types.js';
import { loadFixtureSite, SITE_ROOT, type FixtureSite } from './render-fixture.js';

let site: FixtureSite;
before(async () => {
  site = await loadFixtureSite();
});

test('an image that is not one renders without a size, and a warning names its file, line and what to check', async () => {
  const absPath = path.join(SITE_ROOT, 'content/docs/latest/sizes.md');
  const source = '# Sizes\n\nFine: ![diagram](images/diagram.png)\n\nNot an image: ![broken](images/broken.png)\n';
  const file: ContentFile = { kind: 'doc', absPath, relPath: 'latest/sizes.md', locale: 'en', source, mtimeMs: 0 };
  const { entries, warnings } = await parseEntries({
    config: site.config,
    files: [...site.files, file],
    md: site.md,
    includeDrafts: false,
  });
  const html = [...entries.values()].find((e) => e.absPath === absPath)!.html;
  assert.match(html, /alt="diagram" loading="lazy" width="40" height="20"/);
  assert.match(html, /<img src="[^"]*broken-[^"]*" alt="broken" loading="lazy">/);
  const found = (warnings ?? []).filter((w) => w.file === absPath);
  assert.equal(found.length, 1, found.map((w) => w.message).join('\n'));
  assert.equal(found[0].line, 5);
  assert.equal(
    found[0].message,
    'the image "images/broken.png" has no size sitegen can read (not a known image format), so it is shown without a width and height; check that the file is a valid image',
  );
});
