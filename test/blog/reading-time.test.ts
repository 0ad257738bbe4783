/**
 * Reading time counts words as Docusaurus 2.4 does, with the reading-time package's rules (1.5.0) on the post's
 * Markdown as written: a word is what lies between spaces, tabs and line breaks, code and markup included; each
 * Han character, hiragana and Hangul syllable is a word of its own (katakana is not). The counts below are the
 * ones reading-time 1.5.0 gives for the same text.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { countWords } from '../../src/content/parse-entries.js';

test('words are counted as the reading-time package counts them', () => {
  const samples: [string, number][] = [
    ['Jest 28 is here: v28.0.0, see https://jestjs.io/docs/upgrading-to-jest28 (e.g. `jest-circus`).', 9],
    ['# Title\n\n```js\nconst a = 1; // code counts\n```\n\n- a list | with pipes\n\n<img src="x.png" />', 20],
    ['日本語の文章です。カタカナ、ひらがな。한국어 문장', 18],
    ['   leading and trailing   \n', 3],
  ];
  for (const [text, words] of samples) assert.equal(countWords(text), words, JSON.stringify(text));
});
