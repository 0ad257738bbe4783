import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { after, test } from 'node:test';
import { formatError } from '../../src/errors.js';
import { buildFixture, type BuiltFixture } from '../helpers/fixture-site.js';

const built: BuiltFixture[] = [];
after(() => Promise.all(built.map((b) => b.cleanup())));

async function site(files: Record<string, string>) {
  const b = await buildFixture(files);
  built.push(b);
  return b;
}

/** Enough Markdown that parse takes several slices while the page modules are bundled beside it. */
function docs(count: number): Record<string, string> {
  const body = Array.from({ length: 40 }, (_, i) => `## Part ${i}\n\nText with a [link](/docs/doc-0).\n`).join('\n');
  return Object.fromEntries(
    Array.from({ length: count }, (_, i) => [`content/docs/doc-${i}.md`, `# Doc ${i}\n\n${body}`]),
  );
}

const BROKEN_PAGE = { 'content/pages/typo.tsx': `export default function Typo() {\n  return <p>unclosed;\n}\n` };

test('a page module that does not compile fails the build with its message while Markdown is parsed beside it', async () => {
  await assert.rejects(
    () => site({ ...docs(30), ...BROKEN_PAGE }),
    (error: Error) => {
      assert.match(formatError(error), /a page module does not compile[\s\S]*content\/pages\/typo\.tsx:\d+/);
      return true;
    },
  );
});

test('a client page that does not compile is named at its line, not at the pages folder', async () => {
  // A 'use client' page goes through the island proxy, which reads its exports with esbuild of its own: the
  // failure esbuild reports is that plugin's, holding the page's own error.
  const page = `'use client';\nexport default function Typo() {\n  return <p>;\n}\n`;
  await assert.rejects(
    () => site({ 'content/docs/intro.md': '# Intro\n', 'content/pages/typo.tsx': page }),
    (error: Error) => {
      const message = formatError(error);
      assert.match(message, /a page module does not compile: (?!Build failed)/);
      const at = /\n {2}at (.*\/content\/pages\/typo\.tsx):4:\d+\n/.exec(message);
      assert.ok(at && existsSync(at[1]), `the page's own file and line: ${message}`);
      return true;
    },
  );
});

test('when parse fails too, its error is the one reported, as when page modules were bundled after it', async () => {
  await assert.rejects(
    () => site({ ...docs(5), ...BROKEN_PAGE, 'content/blog/2024-01-01-post.md': '---\ndate: not a date\n---\n\nx\n' }),
    (error: Error) => {
      assert.match(formatError(error), /front matter "date" is not a date/);
      return true;
    },
  );
});

/** The diagram chunk's files (copies of mermaid) in the output. */
function diagramFiles(b: BuiltFixture): string[] {
  return b.files().filter((f) => f.includes('mermaid'));
}

test('a mermaid fence that is not a diagram (inside a longer fence) adds no diagram chunk, though it looks like one', async () => {
  const quoted = '# Quoted\n\n````md\n```mermaid\ngraph TD; A-->B\n```\n````\n';
  const b = await site({ 'content/docs/quoted.md': quoted });
  assert.deepEqual(diagramFiles(b), []);
  assert.doesNotMatch(b.page('/docs/quoted'), /data-mermaid/);
});

test('a diagram the early guess cannot see (an imported partial holds it) still gets the diagram chunk', async () => {
  const b = await site({
    'content/docs/with-partial.mdx': `import Part from './_part.md';\n\n# With a partial\n\n<Part />\n`,
    'content/docs/_part.md': '~~~\nnot a fence opener\n~~~\n\n' + '```' + 'mermaid\ngraph TD; A-->B\n```\n',
  });
  assert.match(b.page('/docs/with-partial'), /data-mermaid/);
  assert.ok(diagramFiles(b).length > 0, 'the diagram chunk is written');
});
