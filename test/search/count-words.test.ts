/**
 * The build counts section words in one pass with a per-build memo (src/search/count-words.ts); the client analyses
 * queries with `analyzeText`. Both must give the same terms, or a query misses the pages it names.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { countFields, wordMemo } from '../../src/search/count-words.js';
import { languageSteps } from '../../src/search/language-steps.js';
import { analyzeText, type Steps } from '../../templates/search/analyze.js';

const steps = languageSteps();

/** What counting `analyzeText`'s words gives: per field, term -> count; and surface -> term where they differ. */
function reference(fields: { text: string; camelParts?: boolean }[], language: string, s: Steps) {
  const words = new Map<string, string>();
  const tf = fields.map(({ text, camelParts }) => {
    const counts = new Map<string, number>();
    for (const w of analyzeText(text, language, s, { camelParts })) {
      if (w.term === null) continue;
      counts.set(w.term, (counts.get(w.term) ?? 0) + 1);
      if (w.term !== w.surface) words.set(w.surface, w.term);
    }
    return counts;
  });
  return { tf: tf.map((m) => [...m]), lengths: tf.map((m) => [...m.values()].reduce((a, b) => a + b, 0)), words };
}

const TEXTS: [language: string, fields: { text: string; camelParts?: boolean }[]][] = [
  [
    'en',
    [
      { text: 'BrowserWindow IPCMain IOSurface webContents.setBounds()', camelParts: true },
      { text: 'Windows and the window: a b 3 x86_64 ｆｕｌｌｗｉｄｔｈ', camelParts: true },
      { text: '—The windows are running; BrowserWindow windows RUNNING e.g. 2 apps, naïve café_au-lait \u{1F600}x' },
    ],
  ],
  [
    'de',
    [{ text: 'Anwendungen', camelParts: true }, { text: '' }, { text: 'Die Anwendung zeigt Benachrichtigungen an' }],
  ],
  [
    'ja',
    [
      { text: '通知', camelParts: true },
      { text: 'API通知を表示 windows' },
      { text: 'デスクトップ通知を表示する windows' },
    ],
  ],
];

describe('section word counts', () => {
  for (const [language, fields] of TEXTS) {
    test(`${language}: the same terms, counts and words as analyzeText`, () => {
      const memo = wordMemo();
      // Twice through one memo: remembered words must count as freshly analysed ones do.
      for (let round = 0; round < 2; round++) {
        const counted = countFields(fields, { language, steps, cjk: 'bigram', memo });
        const want = reference(fields, language, steps);
        assert.deepEqual(
          counted.tf.map((m) => [...m]),
          want.tf,
        );
        assert.deepEqual(counted.lengths, want.lengths);
        assert.deepEqual(new Map([...counted.words].sort()), new Map([...want.words].sort()));
      }
    });
  }

  test('a memo shared by languages keeps their stems apart', () => {
    const memo = wordMemo();
    const en = countFields([{ text: 'die' }], { language: 'en', steps, cjk: 'bigram', memo });
    const de = countFields([{ text: 'die' }], { language: 'de', steps, cjk: 'bigram', memo });
    assert.deepEqual([...en.tf[0]], [['die', 1]]);
    assert.deepEqual([...de.tf[0]], [], 'a German stop word');
  });
});
