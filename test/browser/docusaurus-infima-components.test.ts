/**
 * Infima's components as a React page builds them from its class names: badges in each colour, pills, and cards
 * whose body and footer sit as Infima spaces them (jellyfin's downloads pages).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { browserUnavailable } from '../helpers/browser.js';
import { builtDocusaurusSites, MINIMAL_SITE } from '../helpers/docusaurus-browser.js';

const skip = browserUnavailable() ?? false;
const withBuiltDocusaurusSite = builtDocusaurusSites();

test(
  'badges in their colours, pills, and a card’s body and footer are drawn as Infima draws them',
  { skip },
  async () => {
    const files = {
      ...MINIMAL_SITE,
      'src/pages/index.js': `import Layout from '@theme/Layout';
export default function Home() {
  return (
    <Layout>
      <span id="success" className="badge badge--success">Open Source</span>
      <span id="warning" className="badge badge--warning">Proprietary</span>
      <div className="pills"><a id="pill" className="pills__item pills__item--active" href="#linux">Linux</a><a className="pills__item" href="#mac">macOS</a></div>
      <div id="card" className="card" style={{ height: 300 }}>
        <div id="body" className="card__body"><p id="text">Chat with us.</p></div>
        <div id="footer" className="card__footer"><a className="button" href="#join">Join</a></div>
      </div>
    </Layout>
  );
}
`,
    };
    await withBuiltDocusaurusSite(files, async ({ origin, browser }) => {
      const page = await browser.newPage();
      await page.goto(`${origin}/`);
      const seen = await page.evaluate(() => {
        const style = (id: string) => getComputedStyle(document.getElementById(id)!);
        const box = (id: string) => document.getElementById(id)!.getBoundingClientRect();
        return {
          success: style('success').backgroundColor,
          warning: style('warning').backgroundColor,
          pill: `${style('pill').padding} ${style('pill').borderRadius} ${style('pill').fontWeight}`,
          bodyPaddingBottom: style('body').paddingBottom,
          textMarginBottom: style('text').marginBottom,
          footerAtBottom: Math.round(box('card').bottom - box('footer').bottom),
        };
      });
      assert.deepEqual(seen, {
        success: 'rgb(0, 164, 0)',
        warning: 'rgb(255, 186, 0)',
        pill: '4px 16px 8px 700',
        bodyPaddingBottom: '0px',
        textMarginBottom: '0px',
        footerAtBottom: 0,
      });
    });
  },
);

test(
  'a <pre> of a React page is Infima’s: the code surface, its font size and line height, 1rem padding',
  { skip },
  async () => {
    // flow's Try page prints its errors in a <pre> styled by a CSS module that sets only padding and colours around
    // Infima's: sitegen left the browser's 13px, 1em margin and no surface.
    const files = {
      ...MINIMAL_SITE,
      'src/pages/index.js': `import Layout from '@theme/Layout';
export default function Home() {
  return <Layout><pre id="raw">No errors!</pre></Layout>;
}
`,
    };
    await withBuiltDocusaurusSite(files, async ({ origin, browser }) => {
      const page = await browser.newPage();
      await page.goto(`${origin}/`);
      const seen = await page.evaluate(() => {
        const s = getComputedStyle(document.getElementById('raw')!);
        return [s.backgroundColor, s.fontSize, s.lineHeight, s.padding, s.marginTop, s.marginBottom, s.borderRadius];
      });
      // Infima's code font size is 90% of the text's (create-docusaurus's custom.css makes it 95%), its line height 1.45.
      assert.deepEqual(seen, ['rgb(246, 247, 248)', '14.4px', '20.88px', '16px', '0px', '16px', '6.4px']);
    });
  },
);
