/**
 * A blog author's photo is Infima's avatar: a 3rem block, round, whether or not its image loads. Linked to the
 * author's page (kubevela.io's authors), a photo on another host that is down showed its alt text as a line of
 * text instead, which moved the post up.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { browserUnavailable } from '../helpers/browser.js';
import { builtDocusaurusSites, MINIMAL_SITE } from '../helpers/docusaurus-browser.js';

const skip = browserUnavailable() ?? false;
const withBuiltDocusaurusSite = builtDocusaurusSites();

const POST = `---
title: Helm
authors:
  - name: Jianbo Sun
    title: KubeVela Team
    url: https://github.com/kubevela
    image_url: /img/missing-photo.png
---

Hello.
`;

test('an author photo whose image does not load is still a 48px circle, as Infima draws it', { skip }, async () => {
  await withBuiltDocusaurusSite({ ...MINIMAL_SITE, 'blog/2022-07-07-helm.md': POST }, async ({ origin, browser }) => {
    const page = await browser.newPage();
    await page.goto(`${origin}/blog`);
    const photo = page.locator('img.avatar__photo').first();
    const box = await photo.evaluate((e) => {
      const r = e.getBoundingClientRect();
      return { width: r.width, height: r.height, display: getComputedStyle(e).display };
    });
    assert.deepEqual(box, { width: 48, height: 48, display: 'block' });
  });
});
