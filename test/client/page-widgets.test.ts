import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { browserUnavailable } from '../helpers/browser.js';
import { openClientSite, type ClientSite } from '../helpers/client-site.js';

const skip = browserUnavailable();

/** The collapse curve the spec's "duration computed from the content height" is held to (as in Docusaurus). */
function expectedDuration(height: number): number {
  const ratio = height / 36;
  return Math.round((4 + 15 * ratio ** 0.25 + ratio / 5) * 10);
}

describe('code blocks, collapsibles and tabs', { skip: skip ?? false }, () => {
  let site: ClientSite;
  before(async () => {
    site = await openClientSite();
  });
  after(() => site?.close());

  const CODE = "const { app } = require('electron');";

  test("code blocks: 'Copy' then 'Copied' with the clipboard API, and the word-wrap toggle", async () => {
    const page = await site.newPage({ permissions: ['clipboard-read', 'clipboard-write'] });
    await page.goto(`${site.origin}/docs/intro`);
    const block = page.locator('.code-block').first();
    const copy = block.getByRole('button', { name: 'Copy code to clipboard' });
    assert.equal(await copy.textContent(), 'Copy');
    await copy.click();
    await page.waitForFunction(() => document.querySelector('.code-block [data-copy]')?.textContent === 'Copied');
    assert.ok((await page.evaluate(() => navigator.clipboard.readText())).startsWith(CODE));
    await page.waitForFunction(() => document.querySelector('.code-block [data-copy]')?.textContent === 'Copy', null, {
      timeout: 3000,
    });

    const wrap = block.getByRole('button', { name: 'Toggle word wrap' });
    const width = () => block.locator('pre').evaluate((pre) => pre.scrollWidth - pre.clientWidth);
    assert.ok((await width()) > 0, 'the long line scrolls sideways');
    await wrap.click();
    assert.equal(await wrap.getAttribute('aria-pressed'), 'true');
    assert.equal(await width(), 0, 'wrapped: no sideways scroll');
    await wrap.click();
    assert.equal(await wrap.getAttribute('aria-pressed'), 'false');
    await page.close();
  });

  test('code blocks: the copy fallback works where the clipboard API refuses', async () => {
    const page = await site.newPage({ permissions: ['clipboard-read', 'clipboard-write'] });
    await page.addInitScript(() => {
      navigator.clipboard.writeText = () => Promise.reject(new DOMException('denied', 'NotAllowedError'));
    });
    await page.goto(`${site.origin}/docs/intro`);
    const copy = page.getByRole('button', { name: 'Copy code to clipboard' }).first();
    await copy.click();
    await page.waitForFunction(() => document.querySelector('.code-block [data-copy]')?.textContent === 'Copied');
    assert.ok((await page.evaluate(() => navigator.clipboard.readText())).startsWith(CODE));
    await page.close();
  });

  async function clickSummary(page: Page, selector: string): Promise<{ duration: number; height: number }> {
    return page.evaluate(async (sel) => {
      const details = document.querySelector(sel) as HTMLDetailsElement;
      const closed = details.getBoundingClientRect().height;
      (details.querySelector('summary') as HTMLElement).click();
      const [animation] = details.getAnimations();
      const duration = Number(animation.effect!.getTiming().duration);
      await animation.finished;
      await new Promise((resolve) => setTimeout(resolve, 20)); // the finish event (which sets `open`) comes after
      return { duration, height: details.getBoundingClientRect().height - closed };
    }, selector);
  }

  test('collapsibles animate for a duration computed from the content height; 1 ms with reduced motion', async () => {
    const page = await site.newPage();
    await page.goto(`${site.origin}/docs/intro`);
    const details = await clickSummary(page, '.markdown details');
    const category = await clickSummary(page, '.doc-sidebar details.menu__category');
    assert.ok(details.height > 0 && category.height > 0);
    assert.equal(details.duration, expectedDuration(details.height));
    assert.equal(category.duration, expectedDuration(category.height));
    assert.ok(await page.getByText('Hidden text inside details.').isVisible(), 'open after the animation');
    const closing = await clickSummary(page, '.markdown details');
    assert.equal(closing.duration, expectedDuration(-closing.height), 'closing takes as long as opening');
    assert.equal(await page.getByText('Hidden text inside details.').isVisible(), false, 'closed after the animation');

    await page.emulateMedia({ reducedMotion: 'reduce' });
    assert.equal((await clickSummary(page, '.markdown details')).duration, 1);
    assert.equal((await clickSummary(page, '.doc-sidebar details.menu__category')).duration, 1);
    await page.close();
  });

  test('tabs with the same group id switch together, by click and arrow keys, and the choice is remembered', async () => {
    const page = await site.newPage();
    await page.goto(`${site.origin}/docs/intro`);
    const main = page.locator('#main');
    await main.getByRole('tab', { name: 'Windows' }).first().click();
    assert.ok(await main.getByText('Windows text.', { exact: true }).isVisible());
    assert.ok(await main.getByText('Second windows text.').isVisible(), 'the other tabs of the group follow');
    assert.equal(await main.getByText('Second mac text.').isVisible(), false);
    assert.equal(await main.getByRole('tab', { name: 'Windows' }).nth(1).getAttribute('aria-selected'), 'true');
    assert.equal(await page.evaluate(() => localStorage.getItem('tabs.os')), 'win');

    await main.getByRole('link', { name: 'Guide Two', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Guide Two' }).waitFor();
    assert.ok(
      await page.getByText('Guide two windows.').isVisible(),
      'remembered on the next page (after a route change)',
    );
    await page.reload();
    assert.ok(await page.getByText('Guide two windows.').isVisible(), 'and after a full load');

    await page.getByRole('tab', { name: 'Windows' }).focus();
    await page.keyboard.press('ArrowLeft');
    assert.ok(await page.getByText('Guide two mac.').isVisible());
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'macOS');
    assert.equal(await page.evaluate(() => localStorage.getItem('tabs.os')), 'mac');
    await page.close();
  });
});
