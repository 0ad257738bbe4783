/**
 * Code blocks highlighted ahead of the parse on another thread (src/markdown/prehighlight.ts): the fence scan finds
 * what markdown-it finds, a grammar is shared only when its output depends on the code alone, and the parse takes
 * a block from the other thread instead of running highlight.js, with the same HTML. The thread here is this one
 * (`helpHighlight` run at once): the port and the lookups are the same; a real render thread needs the compiled
 * CLI, and the CLI tests build with it.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import MarkdownIt from 'markdown-it';
import { scanFences } from '../../src/markdown/fence-scan.js';
import { highlight, highlightFresh, highlightTarget, isSelfContained } from '../../src/markdown/highlight.js';
import { helpHighlight, startPrehighlight, type HighlightJob } from '../../src/markdown/prehighlight.js';

const dir = mkdtempSync(path.join(os.tmpdir(), 'sitegen-prehighlight-'));
after(() => rmSync(dir, { recursive: true, force: true }));

const DOC = [
  '# Doc',
  '',
  '```js title="a.js"',
  'const a = 1;',
  '',
  '```',
  '',
  '1. A step:',
  '',
  '   ```ts',
  '   export const b: number = 2;',
  '     indented();',
  '   ```',
  '',
  '~~~~bash',
  'npm test',
  '```',
  'still code',
  '~~~~',
  '',
  '``` js `not a fence`',
  '```',
  '',
  '```yaml',
  'key: value',
  '```',
].join('\r\n');

test('the fence scan finds the fences markdown-it finds, with the same info and code', () => {
  const tokens = new MarkdownIt().parse(DOC, {}).filter((t) => t.type === 'fence');
  const expected = tokens.map((t) => ({ info: t.info, code: t.content.replace(/\n$/, '') }));
  assert.deepEqual(scanFences(DOC), expected);
  assert.equal(expected.length, 4);
  assert.deepEqual(scanFences('```js\nnever closed\n'), [], 'an unclosed fence is left out');
});

test('a grammar is shared only when its output depends on the code alone', () => {
  for (const grammar of ['javascript', 'typescript', 'bash', 'json', 'xml', 'css', 'yaml', 'markdown'])
    assert.ok(isSelfContained(grammar), grammar);
  // http hands its body to any registered grammar (`subLanguage: []`), pgsql to a list of them.
  assert.equal(isSelfContained('http'), false);
  assert.equal(isSelfContained('pgsql'), false);
});

function writeDoc(name: string, text: string): string {
  const file = path.join(dir, name);
  writeFileSync(file, text);
  return file;
}

/** Lend to this thread: the job runs at once, its blocks wait on the port for the parse's lookups. */
const lendHere = (jobs: HighlightJob[]) => (job: HighlightJob) => {
  jobs.push(job);
  helpHighlight(job);
};

test("the parse takes another thread's blocks by key, and highlights itself what it did not get", () => {
  const code = 'const fromTheThread = 1;';
  const file = writeDoc('a.md', `# A\n\n\`\`\`js\n${code}\n\`\`\`\n\n\`\`\`http\nGET / HTTP/1.1\n\`\`\`\n`);
  const jobs: HighlightJob[] = [];
  // A thread whose HTML differs from this thread's shows which one the parse used.
  const stop = startPrehighlight({
    files: [file],
    lend: (job) => {
      const port = {
        postMessage: (made: [string, string][]) => job.port.postMessage(mark(made)),
        close: () => job.port.close(),
      };
      lendHere(jobs)({ ...job, port } as unknown as HighlightJob);
    },
  });
  const key = highlightTarget(code, 'js')!.key;
  try {
    assert.equal(highlight(code, 'js'), `<!--thread-->${highlightFresh('javascript', code)}`);
    // http is not self-contained: the thread leaves it to the parse.
    assert.equal(highlight('GET / HTTP/1.1', 'http'), highlightFresh('http', 'GET / HTTP/1.1'));
  } finally {
    stop();
  }
  assert.equal(Atomics.load(jobs[0].stop, 0), 1, 'stopping the parse stops the thread');
  assert.ok(key.startsWith('javascript\u0000'));
});

test('blocks from the thread are the HTML this thread would make', () => {
  const blocks = ['const x = <div className="a">{y}</div>;', 'type T = { a: string };', 'echo "$HOME" | grep x'];
  const file = writeDoc(
    'b.md',
    ['```jsx', blocks[0], '```', '```tsx', blocks[1], '```', '```sh', blocks[2], '```'].join('\n'),
  );
  const posted: [string, string][] = [];
  const port = { postMessage: (made: [string, string][]) => posted.push(...made), close: () => {} };
  helpHighlight({ files: [file], port, stop: new Int32Array(1) } as unknown as HighlightJob);
  assert.equal(posted.length, 3);
  const langs = ['jsx', 'tsx', 'sh'];
  posted.forEach(([key, html], i) => {
    assert.equal(key, highlightTarget(blocks[i], langs[i])!.key);
    assert.equal(html, highlight(blocks[i], langs[i]));
  });
});

/** Blocks marked as the thread's. */
function mark(made: [string, string][]): [string, string][] {
  return made.map(([key, html]) => [key, `<!--thread-->${html}`]);
}
