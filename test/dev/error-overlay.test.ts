/** The dev overlay names where an error is; a place that is a folder (the pages folder) is named, not read. */
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { errorOverlay } from '../../src/dev/error-overlay.js';
import { SitegenError } from '../../src/errors.js';

test('an error placed at a folder is the overlay naming the folder, with no code frame', async () => {
  const root = await mkdtemp(path.join(os.tmpdir(), 'sitegen-overlay-'));
  try {
    const error = new SitegenError('a page module does not compile', { location: { file: root } });
    const html = errorOverlay(error, path.dirname(root));
    assert.match(html, /<h1>a page module does not compile<\/h1>/);
    assert.match(html, new RegExp(`<p class="where">${path.basename(root)}</p>`));
    assert.doesNotMatch(html, /class="frame"/);
  } finally {
    await rm(root, { recursive: true, force: true });
  }
});
