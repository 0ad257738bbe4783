import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { browserUnavailable } from '../helpers/browser.js';
import { openClientSite, type ClientSite } from '../helpers/client-site.js';

const skip = browserUnavailable();

describe('navbar and mobile menu', { skip: skip ?? false }, () => {
  let site: ClientSite;
  before(async () => {
    site = await openClientSite();
  });
  after(() => site?.close());

  test('dropdowns open on hover and close on leaving; keyboard: Enter, arrows, Escape, Tab away', async () => {
    const page = await site.newPage();
    await page.goto(`${site.origin}/docs/intro`);
    const navbar = page.locator('header.navbar');
    const dropdown = navbar.locator('details', { hasText: 'Community' });
    const first = navbar.getByRole('link', { name: 'Guide One' });
    await navbar.getByText('Community').hover();
    // Not a timing test: the limits only stop a menu that never opens or closes (a loaded machine took over 1 s).
    await first.waitFor({ state: 'visible', timeout: 5000 });
    await first.hover(); // across the gap into the menu: stays open
    assert.equal(await first.isVisible(), true);
    await page.mouse.move(640, 500);
    await first.waitFor({ state: 'hidden', timeout: 5000 });
    await navbar.getByText('Community').hover();
    await navbar.getByText('Community').click();
    assert.equal(
      await dropdown.evaluate((d) => (d as HTMLDetailsElement).open),
      true,
      'a click after hover opening keeps it open',
    );
    await page.mouse.move(640, 500);
    await page.waitForTimeout(300);
    assert.equal(
      await dropdown.evaluate((d) => (d as HTMLDetailsElement).open),
      true,
      'clicked open: it stays when the mouse leaves',
    );
    await page.mouse.click(640, 500);
    assert.equal(await dropdown.evaluate((d) => (d as HTMLDetailsElement).open), false, 'an outside click closes it');

    await navbar.getByText('Community').focus();
    await page.keyboard.press('ArrowDown');
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Guide One');
    await page.keyboard.press('ArrowDown');
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Guide Two');
    await page.keyboard.press('ArrowDown');
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Guide One', 'arrows wrap around');
    await page.keyboard.press('Escape');
    assert.equal(await dropdown.evaluate((d) => (d as HTMLDetailsElement).open), false);
    assert.equal(
      await page.evaluate(() => document.activeElement?.tagName),
      'SUMMARY',
      'Escape returns focus to the dropdown button',
    );
    await page.keyboard.press('Enter');
    assert.equal(await dropdown.evaluate((d) => (d as HTMLDetailsElement).open), true, 'Enter opens it');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    assert.equal(await dropdown.evaluate((d) => (d as HTMLDetailsElement).open), false, 'focus leaving closes it');
    await page.close();
  });

  test('the brand is in the left group after the menu button; narrow, they stay on the bar and the items do not', async () => {
    const page = await site.newPage({ viewport: { width: 390, height: 800 } });
    await page.goto(`${site.origin}/docs/intro`);
    const group = page.locator('.navbar__inner > .navbar__items:first-child');
    assert.deepEqual(await group.evaluate((g) => Array.from(g.children, (c) => c.className)), [
      'navbar__toggle icon-button',
      'navbar__brand',
      'navbar__list',
    ]);
    assert.deepEqual(
      await Promise.all(
        ['.navbar__toggle', '.navbar__brand', '.navbar__list'].map((s) => group.locator(s).isVisible()),
      ),
      [true, true, false],
    );
    await page.close();
  });

  test('without script the narrow navbar shows the brand and right group first, the left items on a line below', async () => {
    const page = await site.newPage({ viewport: { width: 390, height: 800 }, javaScriptEnabled: false });
    await page.goto(`${site.origin}/docs/intro`);
    const box = async (selector: string) => (await page.locator(selector).first().boundingBox())!;
    const [brand, right, docs] = await Promise.all(
      ['.navbar__brand', '.navbar__items--right > :first-child', '.navbar__list > :first-child'].map(box),
    );
    assert.equal(await page.locator('.navbar__toggle').isVisible(), false, 'no menu button: its menu needs script');
    assert.ok(right.x > brand.x + brand.width && right.y < brand.y + brand.height, 'the right group beside the brand');
    assert.equal(docs.x, brand.x, 'the items start a line of their own');
    assert.ok(docs.y >= Math.max(brand.y + brand.height, right.y + right.height), 'below both');
    await page.close();
  });

  test('the navbar hides on scroll down and comes back on scroll up', async () => {
    const page = await site.newPage();
    await page.goto(`${site.origin}/docs/long`);
    const bottom = () => page.evaluate(() => document.querySelector('header.navbar')!.getBoundingClientRect().bottom);
    await page.mouse.move(640, 400);
    await page.mouse.wheel(0, 1200);
    await page.waitForFunction(
      () => document.querySelector('header.navbar')!.getBoundingClientRect().bottom <= 0,
      null,
      { timeout: 3000 },
    );
    assert.ok((await bottom()) <= 0, 'out of view after scrolling down');
    await page.mouse.wheel(0, -300);
    await page.waitForFunction(
      () => document.querySelector('header.navbar')!.getBoundingClientRect().bottom > 0,
      null,
      { timeout: 3000 },
    );
    assert.ok((await page.evaluate(() => scrollY)) > 500, 'back while still far down the page');
    await page.close();
  });

  test('mobile: the drawer opens with the page sidebar, goes back to the main menu, closes with Escape', async () => {
    const page = await site.newPage({ viewport: { width: 390, height: 800 } });
    await page.goto(`${site.origin}/docs/guides/one`);
    const toggle = page.getByRole('button', { name: 'Toggle navigation bar' });
    const drawer = page.getByRole('dialog');
    assert.equal(await drawer.isVisible(), false);
    await toggle.click();
    await drawer.waitFor();
    assert.equal(await toggle.getAttribute('aria-expanded'), 'true');
    const sidebar = drawer.getByRole('navigation', { name: 'Docs sidebar' });
    assert.equal(
      await sidebar.getByRole('link', { name: 'Guide One' }).getAttribute('aria-current'),
      'page',
      'the secondary menu is the page sidebar',
    );
    assert.equal(
      await page.locator('#page').evaluate((el) => el.closest('[inert]') !== null || (el as HTMLElement).inert),
      true,
      'the page behind is inert',
    );
    await drawer.getByRole('button', { name: '← Back to main menu' }).click();
    assert.equal(await sidebar.isVisible(), false);
    assert.ok(await drawer.getByRole('link', { name: 'Docs' }).isVisible(), 'the main menu has the navbar links');
    await drawer.getByText('Community').click();
    await drawer.getByRole('link', { name: 'Guide Two' }).waitFor();
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    assert.equal(
      await page.evaluate(() => document.activeElement?.getAttribute('aria-label')),
      'Toggle navigation bar',
      'focus returns to the toggle',
    );
    assert.equal(await toggle.getAttribute('aria-expanded'), 'false');

    await toggle.click();
    await drawer.getByRole('link', { name: 'Introduction' }).click();
    await page.getByRole('heading', { level: 1, name: 'Introduction' }).waitFor();
    await drawer.waitFor({ state: 'hidden' });
    assert.equal(
      await page.locator('#page').evaluate((el) => (el as HTMLElement).inert),
      false,
      'following a link closes it and frees the page',
    );
    await toggle.click();
    await drawer.getByRole('button', { name: 'Close navigation bar' }).click();
    await drawer.waitFor({ state: 'hidden' });
    await page.close();
  });
});
