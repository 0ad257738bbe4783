import assert from 'node:assert/strict';
import { test } from 'node:test';
import { singleExpression } from '../../src/markdown/mdx/elements.js';
import { buildDocusaurusSite, docusaurusSites } from './docusaurus-fixture.js';

const site = docusaurusSites();

// Docusaurus's "Importing code snippets": raw-loader's default export is the file's text, shown in a CodeBlock.
const SNIPPET = `export const answer = 42; // <b>not bold</b>\n`;

/** The text of a page's code blocks, tags and entities left out. */
function codeText(html: string): string {
  const blocks = html.match(/<pre[\s\S]*?<\/pre>/g) ?? [];
  return blocks
    .map((b) =>
      b
        .replace(/<[^>]+>/g, '')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>'),
    )
    .join('\n');
}

test('a raw-loader import in Markdown is the file text, with CodeBlock on one line or three, and from @site/', async () => {
  const b = await site({
    'docs/snippets.mdx': [
      '# Snippets',
      '',
      "import CodeBlock from '@theme/CodeBlock';",
      "import Source from '!!raw-loader!./code/snippet.js';",
      "import Data from 'raw-loader!@site/src/data.yaml';",
      '',
      '<CodeBlock language="js" title="snippet.js">{Source}</CodeBlock>',
      '',
      '<CodeBlock language="yaml">',
      '{Data}',
      '</CodeBlock>',
      '',
    ].join('\n'),
    'docs/code/snippet.js': SNIPPET,
    'src/data.yaml': 'mascot: dino\n',
  });
  const page = b.page('/docs/snippets');
  const code = codeText(page);
  assert.match(code, /export const answer = 42; \/\/ <b>not bold<\/b>/);
  assert.match(code, /mascot: dino/);
  assert.doesNotMatch(code, /\{Source\}|\{Data\}/, 'the expression is evaluated, not shown');
  assert.match(page, /code-block__title">snippet\.js</);
  assert.deepEqual(
    b.warnings.filter((w) => w.code !== 'missing-home-page'),
    [],
  );
});

test('two docs that raw-load a file of the same relative name each get their own file', async () => {
  const doc = (n: string) =>
    `# ${n}\n\nimport CodeBlock from '@theme/CodeBlock';\nimport Source from '!!raw-loader!./snippet.txt';\n\n<CodeBlock>{Source}</CodeBlock>\n`;
  const b = await site({
    'docs/a/one.mdx': doc('One'),
    'docs/a/snippet.txt': 'from folder a\n',
    'docs/b/two.mdx': doc('Two'),
    'docs/b/snippet.txt': 'from folder b\n',
  });
  assert.match(codeText(b.page('/docs/a/one')), /from folder a/);
  assert.match(codeText(b.page('/docs/b/two')), /from folder b/);
});

test("a raw-loader import in a page, server-rendered and in the page's browser bundle", async () => {
  const b = await site({
    'src/data.yaml': 'mascot: dino\n',
    'src/pages/index.js': `import React, { useState } from 'react';
import Layout from '@theme/Layout';
import CodeBlock from '@theme/CodeBlock';
import data from '!!raw-loader!../data.yaml';
export default function Home() {
  const [shown, setShown] = useState(true);
  return <Layout><button onClick={() => setShown(!shown)}>toggle</button>{shown && <CodeBlock language="yaml">{data}</CodeBlock>}</Layout>;
}
`,
  });
  assert.match(codeText(b.page('/')), /mascot: dino/);
  const scripts = b.files().filter((f) => f.endsWith('.js'));
  assert.ok(
    scripts.some((f) => b.writer.text(f).includes('mascot: dino')),
    "the text is in the page's browser code",
  );
});

test('an inline webpack loader other than raw-loader is an error naming it, in Markdown and in a page', async () => {
  await assert.rejects(
    buildDocusaurusSite({
      'docs/logo.mdx': `# Logo\n\nimport logo from '!!file-loader!./logo.png';\n\n<img src={logo} />\n`,
      'docs/logo.png': 'png',
    }),
    (error: Error & { location?: { file: string; line?: number } }) => {
      assert.match(error.message, /webpack loader file-loader, which sitegen does not run: it gives raw-loader only/);
      assert.match(String(error.location?.file), /docs\/logo\.mdx$/);
      assert.equal(error.location?.line, 3);
      return true;
    },
  );
  await assert.rejects(
    buildDocusaurusSite({
      'src/pages/x.js': `import css from '!!css-loader!./x.css';\nexport default function X() { return <p>{String(css)}</p>; }\n`,
      'src/pages/x.css': 'p { color: red; }\n',
    }),
    (error: Error & { location?: { file: string; line?: number } }) => {
      assert.match(error.message, /webpack loader css-loader, which sitegen does not run/);
      assert.match(String(error.location?.file), /src\/pages\/x\.js$/);
      assert.equal(error.location?.line, 1);
      return true;
    },
  );
  // Imported without its loader, a worker's script would run in the page: the fix says how to start a Worker.
  await assert.rejects(
    buildDocusaurusSite({
      'src/pages/w.js': `import W from 'worker-loader!./w.worker.js';\nexport default function P() { return <p>{typeof W}</p>; }\n`,
      'src/pages/w.worker.js': 'self.onmessage = () => {};\n',
    }),
    (error: Error) => {
      assert.match(error.message, /webpack loader worker-loader, which sitegen does not run/);
      assert.match(error.message, /put it in static\/ .* start it with `new Worker\('\/its-name\.js'\)`/);
      assert.doesNotMatch(error.message, /without "worker-loader!"/);
      return true;
    },
  );
});

test('a raw-loader import of a missing file is an error at its line', async () => {
  await assert.rejects(
    buildDocusaurusSite({
      'docs/gone.mdx': `# Gone\n\nimport CodeBlock from '@theme/CodeBlock';\nimport Source from '!!raw-loader!./gone.js';\n\n<CodeBlock>{Source}</CodeBlock>\n`,
    }),
    (error: Error & { location?: { file: string; line?: number } }) => {
      assert.match(error.message, /Could not resolve "\.\/gone\.js"/);
      assert.equal(error.location?.line, 4);
      return true;
    },
  );
});

test('an element child is one expression only when its first brace closes at its end', () => {
  assert.equal(singleExpression('{Source}'), 'Source');
  assert.equal(singleExpression(`{'}' + x}`), `'}' + x`);
  assert.equal(singleExpression('{a} and {b}'), undefined);
  assert.equal(singleExpression('{open'), undefined);
});
