import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseFrontMatter } from '../../src/content/front-matter.js';
import { SitegenError } from '../../src/errors.js';

test('front matter is split from the body with the body line recorded', () => {
  const r = parseFrontMatter('---\ntitle: Hi\ndescription: ""\nextra: kept\n---\n\nBody\n', 'a.md');
  assert.deepEqual(r.data, { title: 'Hi', description: '', extra: 'kept' });
  assert.equal(r.body, '\nBody\n');
  assert.equal(r.bodyLine, 6);
});

test('a YAML syntax error names the file and the line in the file', () => {
  assert.throws(
    () => parseFrontMatter('---\ntitle: ok\nslug: [a\n---\nBody', 'docs/x.md'),
    (e: SitegenError) => {
      assert.match(e.message, /front matter is not valid YAML/);
      assert.equal(e.location?.file, 'docs/x.md');
      assert.ok(e.location?.line && e.location.line >= 3, `line ${e.location?.line}`);
      return true;
    },
  );
});

test('__proto__ keys are dropped, tags and code do not run', () => {
  const r = parseFrontMatter(
    '---\n__proto__: {polluted: true}\nnested:\n  constructor: x\n  ok: 1\nfn: !!js/function "function(){}"\n---\n',
    'a.md',
  );
  assert.equal(({} as Record<string, unknown>).polluted, undefined);
  assert.equal(Object.prototype.hasOwnProperty.call(r.data, '__proto__'), false);
  assert.deepEqual(r.data.nested, { ok: 1 });
  assert.equal(typeof r.data.fn, 'string', 'unknown tags stay strings');
});

test('YAML 1.1 timestamps are dates, one-digit month or day included, as js-yaml reads them', () => {
  const r = parseFrontMatter(
    '---\ndate: 2023-2-07T00:00:00.000Z\nother: 2021-03-04 10:00:00\nday: 2023-02-07\n---\n',
    'a.md',
  );
  assert.ok(r.data.date instanceof Date);
  assert.equal((r.data.date as Date).toISOString(), '2023-02-07T00:00:00.000Z');
  assert.equal((r.data.other as Date).toISOString(), '2021-03-04T10:00:00.000Z');
  assert.equal((r.data.day as Date).toISOString(), '2023-02-07T00:00:00.000Z');
});

test('YAML 1.1 booleans stay text: only the timestamps of YAML 1.1 are read', () => {
  const r = parseFrontMatter('---\nanswer: yes\ntitle: on\n---\n', 'a.md');
  assert.deepEqual(r.data, { answer: 'yes', title: 'on' });
});

test('front matter with many keys is read in linear time: eight times the keys take about eight times as long', () => {
  // Plain `key: value` lines take the fast path; a list value sends the block through the YAML parser (slower, so
  // fewer keys). Each size step is eight times the keys: linear gives about 8 (more when the larger block no longer
  // fits the young generation and the collector joins in), comparing every key with every other gives about 64.
  const cases = [
    { value: (i: number) => `value ${i}`, small: 8_000 },
    { value: (i: number) => `[${i}]`, small: 1_000 },
  ];
  for (const { value, small } of cases) {
    const block = (n: number) =>
      `---\n${Array.from({ length: n }, (_, i) => `key${i}: ${value(i)}`).join('\n')}\n---\n`;
    // CPU time, not wall time: on a busy machine (load 27 under npm test) a run waits for a core and the wall-clock
    // ratio came out 38; the fastest of a few runs keeps what is left of the noise (a cold cache, a GC) out.
    const cpuMs = () => {
      const { user, system } = process.cpuUsage();
      return (user + system) / 1000;
    };
    const fastest = (n: number) => {
      const source = block(n);
      let best = Infinity;
      for (let run = 0; run < 5; run++) {
        const started = cpuMs();
        assert.equal(Object.keys(parseFrontMatter(source, '/x.md').data).length, n);
        best = Math.min(best, cpuMs() - started);
      }
      return best;
    };
    fastest(small); // warm up the parser
    const ratio = fastest(small * 8) / fastest(small);
    assert.ok(ratio < 32, `${small * 8} keys took ${ratio.toFixed(1)} times as long as ${small} (${value(0)})`);
  }
});

test('a quoted value continued on an unindented line reads as gray-matter reads it under Docusaurus', () => {
  // ionic-docs' versioned native pages end `sidebar_label: "File Transfer` with the closing quote on the next line,
  // at column 0: js-yaml (which Docusaurus reads front matter with) folds the line break into a space.
  const r = parseFrontMatter('---\ntitle: "File Transfer"\nsidebar_label: "File Transfer\n"\n---\nBody\n', 'a.md');
  assert.deepEqual(r.data, { title: 'File Transfer', sidebar_label: 'File Transfer ' });
  assert.equal(r.body, 'Body\n');
});

test('front matter neither YAML reader accepts is still an error at its line', () => {
  assert.throws(
    () => parseFrontMatter('---\ntitle: ok\nlabel: "open\nnext: line\n---\nBody', 'docs/x.md'),
    (e: SitegenError) => /front matter is not valid YAML/.test(e.message) && e.location?.file === 'docs/x.md',
  );
});
