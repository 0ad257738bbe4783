/**
 * The flat front matter reader gives exactly what the YAML parser gives, or declines: checked on every front
 * matter block of the framework site and on values whose YAML reading is easy to get wrong.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import fg from 'fast-glob';
import { parseDocument } from 'yaml';
import { simpleYaml } from '../../src/content/simple-yaml.js';

const yaml = (text: string) =>
  parseDocument(text, { schema: 'core', customTags: ['timestamp'], uniqueKeys: false }).toJS() as unknown;
const FENCE = /^---[ \t]*\r?\n(?:([\s\S]*?)\r?\n)?---[ \t]*(?:\r?\n|$)/;

test('every flat front matter of content/ reads as the YAML parser reads it', () => {
  let read = 0;
  for (const file of fg.sync('content/**/*.{md,mdx}')) {
    const block = FENCE.exec(readFileSync(file, 'utf8'))?.[1];
    if (block === undefined) continue;
    const simple = simpleYaml(block);
    if (simple === null) continue;
    read++;
    assert.deepEqual(simple, yaml(block), file);
  }
  assert.ok(read > 380, `nearly every source has flat front matter (${read} read)`);
});

test('values the YAML parser reads as something else than text are the same, or left to it', () => {
  const cases = [
    "title: 'It''s here'",
    'title: "Event: close"',
    'title: plain words, with commas (and parens)',
    'title: Ünïcode 简体 text',
    'hide_title: true\nflag: False\nnothing: null\ntilde: ~\nn: 42\nzero: 0\nneg: -1\nhex: 0x1F\noct: 0o17',
    'float: 1.5\ninf: .inf\ndate: 2024-01-02\nversion: 1.0.0',
    'title: a # comment',
    'title: "escaped \\" quote"',
    "title: 'unclosed",
    'title: yes\nother: no\non: on',
    'tags: [a, b]',
    "tags: [release, community]\nkeywords: ['getting started', \"it's\", a.b-c_d]",
    'tags: []\nempty: [ ]',
    'tags: [a, b,]',
    'tags: [a,, b]',
    "tags: ['a, b', c]",
    'tags: [true, null, ~, 1, 1.5, -x, yes]',
    'tags: [a: b]',
    'tags: [[a], {b: c}]',
    'tags: [a #c]',
    'date: 2019-07-15\nleap: 2024-02-29\nrolled: 2023-02-30',
    'date: 2019-7-15\nother: 2019-07-15T10:00:00Z',
    'nested:\n  key: value',
    'title: x\ntitle: y',
    'title: trailing   ',
    "title: 'quoted' rest",
    'empty:',
    'title: a: b',
    'title: &anchor value',
    'title: *alias',
    'title: !tag value',
    'title: |\n  block',
    'key: @at',
    'key: `tick`',
    'key: %percent',
    'title: crlf\r\nother: line',
  ];
  for (const text of cases) {
    const simple = simpleYaml(text);
    if (simple === null) continue;
    assert.deepEqual(simple, yaml(text), text);
  }
  assert.equal(simpleYaml('title: x\ntitle: y'), null, 'a repeated key is left to the parser, which reports it');
  assert.equal(simpleYaml('float: 1.5'), null);
  assert.equal(simpleYaml("tags: ['a, b', c]"), null, 'a comma inside a quoted item is left to the parser');
  assert.deepEqual(simpleYaml('date: 2024-01-02\ntags: [a, b c]'), {
    date: new Date('2024-01-02T00:00:00Z'),
    tags: ['a', 'b c'],
  });
});
