/**
 * The extension point: `markdown: { plugins, configure(md) }` in site.config.ts. Site plugins run after the
 * built-in ones (so they see resolved links and heading ids), with their options, and `configure` has the last word.
 */
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { buildFixture, configSource, type BuiltFixture } from '../helpers/fixture-site.js';

const built: BuiltFixture[] = [];
after(() => Promise.all(built.map((b) => b.cleanup())));

const PLUGINS = `markdown: {
  plugins: [
    // Sees the state the built-in core rules leave: resolved hrefs and heading ids.
    [(md, options) => {
      md.core.ruler.push('site_rule', (state) => {
        const ids = state.tokens.filter((t) => t.type === 'heading_open').map((t) => t.attrGet('id'));
        const hrefs = state.tokens.flatMap((t) => t.children ?? []).filter((t) => t.type === 'link_open').map((t) => t.attrGet('href'));
        state.env.seen = options.prefix + ids.join(',') + ' ' + hrefs.join(',').replace(/\\u0000base\\u0000/g, '');
      });
      md.renderer.rules.paragraph_open = (tokens, i, opts, env) => '<p data-seen="' + env.seen + '">';
    }, { prefix: 'ids:' }],
  ],
  configure(md) {
    md.renderer.rules.hr = () => '<hr class="site-rule">\\n';
  },
}`;

test('site plugins run after the built-in ones with their options, and configure(md) runs last', async () => {
  const b = await buildFixture({
    'site.config.ts': configSource(PLUGINS),
    'content/docs/a.md': "---\ntitle: A\n---\n\n## Event: 'close'\n\nSee [b](b.md#top).\n\n---\n",
    'content/docs/b.md': '# B\n',
  });
  built.push(b);
  const html = b.page('/docs/a');
  assert.match(html, /<p data-seen="ids:event-close \/docs\/b#top">See/);
  assert.match(html, /<hr class="site-rule">/);
});
