/**
 * A search analysis kept in the build cache (src/search/stored-analysis.ts) comes back as it was analysed: its
 * postings packed into strings and unpacked give every run (first section, frequency, last section, the rest),
 * every field without one, and every word's term, in their order. Postings the packing could not give back are
 * not kept.
 */
import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { openBodyCache } from '../../src/cache/body-cache.js';
import type { Logger } from '../../src/logger.js';
import { storedAnalysis, type EntryAnalysis, type StoredAnalysis } from '../../src/search/stored-analysis.js';
import type { ContentEntry } from '../../src/types.js';

const root = mkdtempSync(path.join(os.tmpdir(), 'sitegen-stored-'));
after(() => rm(root, { recursive: true, force: true }));

const quiet: Logger = { info() {}, warn() {}, error() {}, progress() {} };
const open = () =>
  openBodyCache<StoredAnalysis>({ root, dir: path.join(root, 'cache'), name: 'search', scope: 's', logger: quiet });

function entry(name: string): ContentEntry {
  return {
    absPath: path.join(root, `${name}.md`),
    relPath: `${name}.md`,
    locale: 'en',
    title: 'T',
    html: `<p>${name}</p>`,
  } as ContentEntry;
}

const ANALYSIS: EntryAnalysis = {
  sections: [
    { anchor: '', title: 'T', level: 1, parent: -1, text: '', snippet: 'Top.' },
    { anchor: 'setup', title: 'Setup', level: 2, parent: 0, text: '', snippet: 'Install it.' },
  ],
  postings: {
    sections: 40,
    runs: new Map([
      [
        'app',
        [{ first: 0, firstTf: 1, rest: ',2:3,z,10', last: 38 }, null, { first: 37, firstTf: 12, rest: '', last: 37 }],
      ],
      ['browserwindow', [null, { first: 1, firstTf: 1, rest: '', last: 1 }, null]],
      ['通知', [null, null, { first: 5, firstTf: 2, rest: ',1', last: 6 }]],
    ]),
    lengths: ['1,2', '0,1', 'a,1k'],
    words: new Map([
      ['apps', 'app'],
      ['browserwindows', 'browserwindow'],
    ]),
  },
};

test('postings kept in the cache come back as they were analysed', () => {
  const first = open();
  assert.deepEqual(
    storedAnalysis(first, { entry: entry('a'), root, cjk: 'bigram' }, () => ANALYSIS),
    ANALYSIS,
  );
  first.save();
  const again = storedAnalysis(open(), { entry: entry('a'), root, cjk: 'bigram' }, () => {
    throw new Error('analysed again');
  });
  assert.deepEqual(again, ANALYSIS);
});

test('postings whose terms or words the packing cannot hold are analysed again next time', () => {
  const odd: EntryAnalysis = {
    ...ANALYSIS,
    postings: { ...ANALYSIS.postings, words: new Map([['two words', 'two']]) },
  };
  const first = open();
  storedAnalysis(first, { entry: entry('b'), root, cjk: 'bigram' }, () => odd);
  first.save();
  let analysed = 0;
  const again = storedAnalysis(open(), { entry: entry('b'), root, cjk: 'bigram' }, () => (analysed++, odd));
  assert.equal(analysed, 1);
  assert.deepEqual(again, odd);
});
