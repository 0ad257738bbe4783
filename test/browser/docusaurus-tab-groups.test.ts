/**
 * Tab sets of one `groupId` follow a choice, and only a choice: as theme-classic 2.4's Tabs ignore a click on the
 * tab already selected, so does sitegen, and two sets that start on different tabs (Detox's `mobileOs` sets, each
 * with its own defaultValue) stay so until a reader picks another tab.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { browserUnavailable } from '../helpers/browser.js';
import { builtDocusaurusSites, MINIMAL_SITE } from '../helpers/docusaurus-browser.js';

const skip = browserUnavailable() ?? false;
const withBuiltDocusaurusSite = builtDocusaurusSites();

const set = (
  first: string,
) => `<Tabs groupId="mobileOs" defaultValue="${first}" values={[{ label: 'Android', value: 'android' }, { label: 'iOS', value: 'ios' }]}>
<TabItem value="android">

Android ${first}.

</TabItem>
<TabItem value="ios">

iOS ${first}.

</TabItem>
</Tabs>
`;

const FILES = {
  ...MINIMAL_SITE,
  'docs/tabs.mdx': `import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n# Intro\n\n${set('ios')}\n${set('android')}`,
};

test('a click on the selected tab changes nothing; a click on another switches the group', { skip }, async () => {
  await withBuiltDocusaurusSite(FILES, async ({ origin, browser }) => {
    const page = await browser.newPage();
    await page.goto(`${origin}/docs/tabs`);
    const shown = () =>
      page.locator('[role=tabpanel]:not([hidden])').evaluateAll((panels) => panels.map((p) => p.textContent!.trim()));
    assert.deepEqual(await shown(), ['iOS ios.', 'Android android.']);
    await page.getByRole('tab', { name: 'iOS' }).first().click();
    assert.deepEqual(await shown(), ['iOS ios.', 'Android android.'], 'the selected tab, clicked: nothing moves');
    assert.equal(await page.evaluate(() => localStorage.length), 0, 'nor is anything remembered');
    await page.getByRole('tab', { name: 'Android' }).first().click();
    assert.deepEqual(await shown(), ['Android ios.', 'Android android.']);
  });
});
