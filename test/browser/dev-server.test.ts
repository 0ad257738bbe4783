import assert from 'node:assert/strict';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Browser } from 'playwright-core';
import type { DevServer } from '../../src/dev/dev-server.js';
import { browserUnavailable, launchBrowser } from '../helpers/browser.js';
import { INTRO, nextReload, startFixtureServer } from '../dev/dev-fixture.js';

const skip = browserUnavailable();

describe('sitegen dev in Chromium', { skip: skip ?? false }, () => {
  let browser: Browser;
  let server: DevServer;
  let root: string;
  let secret: string;
  before(async () => {
    ({ root, server, secret } = await startFixtureServer());
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await server?.close();
    await Promise.all([rm(root, { recursive: true, force: true }), rm(secret, { recursive: true, force: true })]);
  });

  test('a saved edit shows in the open page; broken front matter shows the overlay; the fix recovers by itself', async () => {
    const page = await browser.newPage();
    const file = path.join(root, 'content/docs/intro.md');
    await page.goto(`${server.url}docs/intro`);
    await page.getByText('Hello from the first version.').waitFor();
    // The page listens for reloads before anything is saved.
    // Bounded, so a page that never listens fails the test instead of holding the run.
    for (let waited = 0; server.live.connections() === 0; waited += 20) {
      assert.ok(waited < 10_000, 'the page opened no event stream within 10 s');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }

    await writeFile(file, INTRO.replace('first', 'second'));
    await page.getByText('Hello from the second version.').waitFor({ timeout: 5000 });

    await writeFile(file, '---\ntitle: [Intro\n---\n\nBroken.\n');
    const overlay = page.getByRole('alert');
    await overlay.getByRole('heading', { name: /front matter is not valid YAML/ }).waitFor({ timeout: 5000 });
    assert.match(await overlay.innerText(), /content\/docs\/intro\.md:2:/);
    assert.match(await overlay.innerText(), /> 2 \| title: \[Intro/);
    if (process.env.SITEGEN_SCREENSHOTS)
      await page.screenshot({ path: path.join(process.env.SITEGEN_SCREENSHOTS, 'dev-overlay.png') });

    await writeFile(file, INTRO.replace('first', 'third'));
    await page.getByText('Hello from the third version.').waitFor({ timeout: 5000 });
    assert.equal(await page.getByRole('alert').count(), 0);
    await page.close();
  });

  test('a save made after the page was served but before it started listening still reloads it', async () => {
    const page = await browser.newPage();
    const file = path.join(root, 'content/docs/other.md');
    // Hold the page's event stream back until the save has been handled: the reload event reaches nobody.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/__sitegen/events', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${server.url}docs/other`);
    await page.getByText('See the intro').waitFor();
    const reloaded = nextReload(server);
    await writeFile(file, '---\ntitle: Other\n---\n\nSaved before the page listened.\n');
    await reloaded;
    release();
    await page.getByText('Saved before the page listened.').waitFor({ timeout: 5000 });
    await page.close();
  });
});
