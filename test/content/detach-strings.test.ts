import assert from 'node:assert/strict';
import { test } from 'node:test';
import { detached } from '../../src/content/detach-strings.js';

test('detached copies equal the originals: nested objects and arrays, key order, lone surrogates, short strings', () => {
  const source = `---\ntitle: A title long enough to be a slice\n---\n\n# Body \ud800 with a lone surrogate and ’quotes’`;
  const value = {
    title: source.slice(11, 45),
    description: source.slice(54),
    toc: [{ id: 'body', text: source.slice(56, 80), level: 2 }],
    frontMatter: { title: source.slice(11, 45), tags: ['a', source.slice(11, 30)], nothing: null, flag: true },
    count: 3,
    short: 'tiny',
  };
  const copy = detached(value);
  assert.deepEqual(copy, value);
  assert.deepEqual(Object.keys(copy), Object.keys(value), 'keys keep their order');
  assert.deepEqual(Object.keys(copy.frontMatter), Object.keys(value.frontMatter));
  assert.notEqual(copy, value, 'a new object');
  assert.notEqual(copy.toc, value.toc, 'a new array');
  assert.ok(copy.description.includes('\ud800'), 'a lone surrogate survives the copy');
});

test('objects that are not plain data are kept as they are', () => {
  const date = new Date('2024-04-16T00:00:00Z');
  const map = new Map([['k', 'v']]);
  const bare = Object.assign(Object.create(null), { name: 'a name longer than thirteen' });
  const copy = detached({ date, map, bare });
  assert.equal(copy.date, date);
  assert.equal(copy.map, map);
  assert.equal(Object.getPrototypeOf(copy.bare), null);
  assert.deepEqual({ ...copy.bare }, { ...bare });
});
