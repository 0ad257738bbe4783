/**
 * Highlighting is reused within a build by language and code (versioned docs repeat most fences verbatim), but a
 * fence's own options are applied after the reuse: identical code with other meta never shares its output.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { renderCodeBlock } from '../../src/markdown/code-blocks.js';
import { parseFenceMeta } from '../../src/markdown/fence-meta.js';

const CODE = 'const a = 1;\nconst b = 2;\nconsole.log(a + b);';

const render = (info: string, code = CODE) => renderCodeBlock(code, parseFenceMeta(info));

test('one code under other fence options renders differently each time, in any order', () => {
  const infos = ['js', 'js {2}', 'js {1,3}', 'js showLineNumbers', 'js title="sum.js"', 'ts', 'js {2} showLineNumbers'];
  for (const order of [infos, [...infos].reverse()]) {
    const outputs = order.map((info) => render(info));
    assert.equal(new Set(outputs).size, infos.length, `each option set has its own output (${order.join(' | ')})`);
  }
  assert.match(render('js {2}'), /<span class="code-line code-line--highlighted">.*b.*<\/span>/);
  assert.doesNotMatch(render('js'), /code-line/, 'a plain fence after a highlighted one has no line spans');
  assert.doesNotMatch(render('js title="sum.js"'), /code-line/);
  assert.match(render('js title="sum.js"'), /code-block__title">sum\.js</);
  assert.doesNotMatch(render('js'), /code-block__title/);
});

test('a magic comment marks its own line though the code around it was highlighted before', () => {
  const plain = render('js');
  const marked = render('js', 'const a = 1;\n// highlight-next-line\nconst b = 2;\nconsole.log(a + b);');
  assert.notEqual(marked, plain);
  assert.match(marked, /<span class="code-line code-line--highlighted">.*b.*<\/span>/);
  assert.doesNotMatch(marked, /highlight-next-line/);
});

test('the same fence renders the same output every time', () => {
  assert.equal(render('js {2} showLineNumbers'), render('js {2} showLineNumbers'));
  assert.equal(render('ts'), render('ts'));
});
