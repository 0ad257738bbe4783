/**
 * A Docusaurus site's heading anchors and underlines as Infima draws them: the # 0.5rem after the heading's text, in
 * the heading's weight, so that a heading wraps where it wraps under Docusaurus (immer's "Classes should be made
 * draftable or not mutated" fits its line there); an underline where the font puts it, with no offset of sitegen's.
 * A heading a link goes to stops 0.5rem under the navbar, as theme-classic's `scroll-margin-top` stops it
 * (facebook/yoga's `#admonitions` was 1rem under it).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { browserUnavailable } from '../helpers/browser.js';
import { builtDocusaurusSites } from '../helpers/docusaurus-browser.js';

const skip = browserUnavailable() ?? false;
const withBuiltDocusaurusSite = builtDocusaurusSites();

test("a heading's # and a link's underline are Infima's", { skip }, async () => {
  const files = {
    'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/', presets: [['classic', {}]],
      themeConfig: { announcementBar: { id: 'news', content: 'Read <a id="news" href="/news">the news</a>' } } };\n`,
    'docs/intro.md': '# Intro\n\n## Eggs\n\nLaid.[^1]\n\n[^1]: In spring.\n',
  };
  await withBuiltDocusaurusSite(files, async ({ origin, browser }) => {
    const page = await browser.newPage();
    await page.goto(`${origin}/docs/intro`);
    const anchor = await page.locator('h2 .hash-link').evaluate((e) => {
      const style = getComputedStyle(e);
      return [style.marginLeft, style.paddingLeft, style.fontWeight, style.userSelect].join(' ');
    });
    assert.equal(anchor, '0px 8px 700 none');
    // theme-classic's link text is a zero-width space: its # is CSS, hidden until the heading is hovered or the
    // link has the keyboard's focus.
    const hashLink = page.locator('h2 .hash-link');
    const shown = () =>
      hashLink.evaluate((e) => [getComputedStyle(e, '::before').content, getComputedStyle(e).opacity].join(' '));
    assert.equal(await shown(), '"#" 0');
    await page.locator('#eggs').hover();
    await page.waitForFunction(() => getComputedStyle(document.querySelector('h2 .hash-link')!).opacity === '1');
    await page.mouse.move(0, 0);
    await page.waitForFunction(() => getComputedStyle(document.querySelector('h2 .hash-link')!).opacity === '0');
    await page.keyboard.press('Tab');
    for (let i = 0; i < 40 && !(await hashLink.evaluate((e) => e === document.activeElement)); i++)
      await page.keyboard.press('Tab');
    await page.waitForFunction(() => getComputedStyle(document.querySelector('h2 .hash-link')!).opacity === '1');
    assert.equal(await hashLink.getAttribute('title'), 'Direct link to Eggs');
    // Footnotes are the page's text under Infima's rule, as theme-classic, which has no rule for them, draws them.
    const looks = (selector: string) =>
      page.locator(selector).evaluate((e) => {
        const style = getComputedStyle(e);
        return [style.fontSize, style.color].join(' ');
      });
    assert.equal(await looks('.footnotes li'), await looks('.markdown > p'));
    const rule = await page.locator('.footnotes > hr').evaluate((e) => getComputedStyle(e).margin);
    assert.equal(rule, '24px 0px');
    const underline = await page.locator('#news').evaluate((e) => getComputedStyle(e).textUnderlineOffset);
    assert.equal(underline, 'auto');
  });
});

test('a heading a link goes to stops 0.5rem under the navbar', { skip }, async () => {
  const files = {
    'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/', presets: [['classic', {}]] };\n`,
    'docs/intro.md': `# Intro\n\n${'Words.\n\n'.repeat(80)}## Eggs\n\n${'Laid.\n\n'.repeat(80)}`,
  };
  await withBuiltDocusaurusSite(files, async ({ origin, browser }) => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${origin}/docs/intro#eggs`);
    const [top, navbar] = await page.evaluate(() => [
      document.getElementById('eggs')!.getBoundingClientRect().top,
      document.querySelector('.navbar')!.getBoundingClientRect().height,
    ]);
    assert.equal(navbar, 60);
    assert.equal(Math.round(top), 60 + 8);
  });
});
