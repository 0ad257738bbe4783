import assert from 'node:assert/strict';
import { test } from 'node:test';
import { countWords } from '../../src/content/parse-entries.js';
import { format, formatDate, formatNumber, t } from '../../templates/i18n.js';

const locale = (htmlLang: string) => ({
  locale: { code: htmlLang.slice(0, 2), label: '', htmlLang, direction: 'ltr' as const, calendar: 'gregory', path: '' },
});

test('plural forms follow each language: two in English and German, three in Russian, one in Japanese', () => {
  const ru = '{count} минута|{count} минуты|{count} минут';
  assert.deepEqual(
    [1, 3, 5, 21, 22, 25].map((count) => format(ru, 'ru-RU', { count })),
    ['1 минута', '3 минуты', '5 минут', '21 минута', '22 минуты', '25 минут'],
  );
  assert.deepEqual(
    [1, 2].map((count) => format('{count} Minute|{count} Minuten', 'de-DE', { count })),
    ['1 Minute', '2 Minuten'],
  );
  assert.equal(format('{count} 分', 'ja-JP', { count: 7 }), '7 分');
  assert.equal(format('One post|{count} posts', 'en-US', { count: 1 }), 'One post');
});

test('numbers in messages and on their own are written the locale way', () => {
  assert.equal(format('See all {count} results', 'en-US', { count: 1234 }), 'See all 1,234 results');
  assert.equal(format('Alle {count} Ergebnisse', 'de-DE', { count: 1234 }), 'Alle 1.234 Ergebnisse');
  assert.equal(formatNumber(locale('fr-FR'), 1234), '1\u202f234');
  assert.equal(format('© {year}', 'en-US', { year: '2023' }), '© 2023', 'strings stay as written');
  const site = { ...locale('de-DE'), strings: { 'x.count': '{count} Treffer' } };
  assert.equal(t(site, 'x.count', { count: 12345 }), '12.345 Treffer');
});

test('dates are written for the locale and its calendar', () => {
  assert.equal(formatDate(locale('en-US'), '2024-04-16'), 'April 16, 2024');
  assert.equal(formatDate(locale('de-DE'), '2024-04-16'), '16. April 2024');
  assert.equal(formatDate(locale('ja-JP'), '2024-04-16'), '2024年4月16日');
  assert.equal(formatDate(locale('ru-RU'), '2024-04-16T10:00:00Z'), '16 апреля 2024 г.');
});

test('reading time counts each Chinese or Japanese character as a word', () => {
  assert.equal(countWords('Electron builds desktop apps.'), 4);
  assert.equal(countWords('Electron: これは日本語です。'), 1 + 8);
  // As Docusaurus counts them (the reading-time package): the code's words count too.
  assert.equal(countWords('Electron 是一个框架 ```js\nconst x = 1\n```'), 1 + 5 + 6, 'code counts, as in Docusaurus');
});
