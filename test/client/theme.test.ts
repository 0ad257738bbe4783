import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { browserUnavailable } from '../helpers/browser.js';
import { clientConfigSource, openClientSite, type ClientSite } from '../helpers/client-site.js';

const skip = browserUnavailable();

describe('colour mode', { skip: skip ?? false }, () => {
  let plain: ClientSite;
  let following: ClientSite;
  before(async () => {
    plain = await openClientSite();
    following = await openClientSite(
      clientConfigSource("colorMode: { defaultMode: 'dark', respectPrefersColorScheme: true },"),
      {},
      plain.browser,
    );
  });
  after(async () => {
    await following?.close();
    await plain?.close();
  });

  const theme = (page: import('playwright-core').Page) => page.evaluate(() => document.documentElement.dataset.theme);

  test('light by default, even when the system prefers dark; the toggle saves the choice under `theme`', async () => {
    const page = await plain.newPage({ colorScheme: 'dark' });
    await page.goto(`${plain.origin}/docs/intro`);
    assert.equal(await theme(page), 'light');
    await page.getByRole('button', { name: 'Switch between dark and light mode' }).first().click();
    assert.equal(await theme(page), 'dark');
    assert.equal(await page.evaluate(() => localStorage.getItem('theme')), 'dark');
    // The inline head script applies the saved mode by itself: with the client script blocked it is still dark.
    await page.route('**/assets/main.*.js', (route) => route.abort());
    await page.reload();
    assert.equal(await theme(page), 'dark');
    assert.equal(
      await page.evaluate(() => getComputedStyle(document.body).colorScheme),
      'dark',
      'styles follow before any client script',
    );
    await page.close();
  });

  test('with respectPrefersColorScheme the system preference applies, and is followed until the visitor chooses', async () => {
    const page = await following.newPage({ colorScheme: 'dark' });
    await page.goto(`${following.origin}/docs/intro`);
    assert.equal(await theme(page), 'dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'light');
    await page.getByRole('button', { name: 'Switch between dark and light mode' }).first().click();
    assert.equal(await theme(page), 'dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.emulateMedia({ colorScheme: 'light' });
    await page.waitForTimeout(100);
    assert.equal(await theme(page), 'dark', 'a saved choice wins over the system');
    await page.close();
  });

  test('with respectPrefersColorScheme, a system that prefers light gets light over a dark defaultMode', async () => {
    const page = await following.newPage({ colorScheme: 'light' });
    // Before any client script: the inline head script decides alone.
    await page.route('**/assets/main.*.js', (route) => route.abort());
    await page.goto(`${following.origin}/docs/intro`);
    assert.equal(await theme(page), 'light');
    await page.close();
  });

  test('unavailable local storage only logs a warning', async () => {
    const page = await plain.newPage();
    const warnings: string[] = [];
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    await page.addInitScript(() =>
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      }),
    );
    await page.goto(`${plain.origin}/docs/intro`);
    assert.equal(await theme(page), 'light');
    await page.getByRole('button', { name: 'Switch between dark and light mode' }).first().click();
    await page.locator('#main').getByRole('tab', { name: 'Windows' }).first().click();
    assert.equal(await theme(page), 'dark', 'the toggle still works for this page');
    assert.deepEqual(errors, []);
    assert.equal(warnings.filter((w) => w.includes('local storage is unavailable')).length, 1, warnings.join('\n'));
    await page.close();
  });
});
