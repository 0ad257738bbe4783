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

test(
  'an author photo whose image does not load is still a 48px circle, and the title is a small line, as Infima draws them',
  { skip },
  async () => {
    await withBuiltDocusaurusSite({ ...MINIMAL_SITE, 'blog/2022-07-07-helm.md': POST }, async ({ origin, browser }) => {
      const page = await browser.newPage();
      await page.goto(`${origin}/blog`);
      const photo = page.locator('img.avatar__photo').first();
      const box = await photo.evaluate((e) => {
        const r = e.getBoundingClientRect();
        return { width: r.width, height: r.height, display: getComputedStyle(e).display };
      });
      assert.deepEqual(box, { width: 48, height: 48, display: 'block' });
      // No disc behind it (a transparent logo shows the page), and the title under the name is theme-classic's
      // <small>: the text's colour, a smaller size, the page's line height.
      assert.equal(await photo.evaluate((e) => getComputedStyle(e).backgroundColor), 'rgba(0, 0, 0, 0)');
      const title = await page
        .getByText('KubeVela Team')
        .first()
        .evaluate((e) => {
          const s = getComputedStyle(e);
          const body = getComputedStyle(document.body);
          return {
            sameColour: s.color === body.color,
            fontSize: s.fontSize,
            lineHeight: s.lineHeight,
            marginTop: s.marginTop,
          };
        });
      assert.deepEqual(title, { sameColour: true, fontSize: '13.3333px', lineHeight: '22px', marginTop: '4px' });
    });
  },
);
