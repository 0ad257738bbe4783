/**
 * In MDX 1, an element with no blank line between its tag and its closing tag is one JSX block: its text is a
 * string child, with no Markdown in it, on the server and in an island alike.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { docusaurusSites, markdownOf } from './docusaurus-fixture.js';

const site = docusaurusSites();

/** A component that shows a string child (with `latest` made `v2`, as chaos-mesh's PickVersion does), else says 'markdown'. */
const SHOW = [
  'export default function Show({ children }) {',
  "  return <code className=\"show\">{typeof children === 'string' ? children.replace('latest', 'v2') : 'markdown'}</code>;",
  '}',
].join('\n');

test('text right under a tag to its closing tag is a string child; after a blank line it is Markdown', async () => {
  // chaos-mesh's website: `<PickVersion className="language-bash">` around a command it calls .replace() on.
  const b = await site({
    'src/components/Show.js': SHOW,
    'docs/a.md': [
      "import Show from '@site/src/components/Show';",
      '',
      '# A',
      '',
      '<Show>',
      'curl -sSL https://x.example/latest/install.sh | bash',
      '  **not bold**',
      '</Show>',
      '',
      '<Show>',
      '',
      'curl -sSL https://x.example/latest/install.sh | bash',
      '',
      '</Show>',
    ].join('\n'),
  });
  const html = markdownOf(b.page('/docs/a'));
  assert.match(
    html,
    /<code class="show">curl -sSL https:\/\/x\.example\/v2\/install\.sh \| bash \*\*not bold\*\*<\/code>/,
    html,
  );
  assert.match(html, /<code class="show">markdown<\/code>/, 'a blank line: Markdown children');
});

test('the text right under a tag, to the first blank line, is JSX text: no <p>, no Markdown; then Markdown again', async () => {
  // avalonia-docs: each <TabItem> opens with a line of text, then a blank line and a code block.
  const b = await site({
    'docs/a.md': [
      "import Tabs from '@theme/Tabs';",
      "import TabItem from '@theme/TabItem';",
      '',
      '# A',
      '',
      '<Tabs>',
      '  <TabItem value="cli" label="Command Line" default>',
      'Go into the `App` directory and run:',
      '',
      '```bash',
      'dotnet run',
      '```',
      '  </TabItem>',
      '</Tabs>',
    ].join('\n'),
  });
  const html = markdownOf(b.page('/docs/a'));
  assert.match(html, /role="tabpanel"[^>]*>\s*Go into the `App` directory and run:\s*<div class="code-block/, html);
});

test("the closing tag may end the block's last line of text, in a quote too, as one JSX block", async () => {
  // buck2's docs: `> <FbInternalOnly>`, a line of text, then `...)</FbInternalOnly>`, which Docusaurus builds.
  const b = await site({
    'src/components/Show.js': SHOW,
    'docs/a.md': [
      "import Show from '@site/src/components/Show';",
      '',
      '# A',
      '',
      '> Read the guide.',
      '> <Show>',
      '> See the [wiki](https://wiki.example/x) for more)</Show>',
      '',
      'After.',
    ].join('\n'),
  });
  const html = markdownOf(b.page('/docs/a'));
  assert.match(html, /<code class="show">See the \[wiki\]\(https:\/\/wiki\.example\/x\) for more\)<\/code>/, html);
  assert.match(html, /<blockquote>\s*<p>Read the guide\.<\/p>/, html);
  assert.match(html, /<p>After\.<\/p>/, html);
});
