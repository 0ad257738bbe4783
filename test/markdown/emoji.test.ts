/**
 * Emoji shortcodes render as markdown-it-emoji renders them (src/markdown/emoji.ts runs its rule only on pages with
 * something shaped like a shortcode): the same HTML as the plugin run on every page, for shortcodes, look-alikes,
 * links, code and entities, and a page without any is left as it is.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import MarkdownIt from 'markdown-it';
import { full } from 'markdown-it-emoji';
import { emoji } from '../../src/markdown/emoji.js';

const plain = new MarkdownIt({ html: true, linkify: true }).use(full, { shortcuts: {} });
const guarded = new MarkdownIt({ html: true, linkify: true }).use(emoji);

const PAGES = [
  'Ship it :rocket: today.',
  ':tada::tada: and :+1: and :-1: and :t-rex: and :1st_place_medal:',
  'Not emoji: :notanemoji: or :Smile: or 10:30:00, but :smile: is.',
  'Prose with colons: none here. Note: `:smile:` in code, and https://example.com:8080/x.',
  '- a list :heart:\n- with <b>:star:</b> in HTML\n\n| table | :wave: |\n|---|---|\n| x | y |',
  '[link :smile:](https://example.com) and https://example.com/:smile: and <https://x.dev/:tada:>',
  'Entities: &#58;smile&#58; and &colon;tada&colon; stay as the plugin leaves them.',
  '```\n:smile: in a fence\n```\n\n    :tada: indented',
  ':) <3 :D and :-) are not shortcodes here.',
];

test('pages render as with markdown-it-emoji run on every page', () => {
  for (const page of PAGES) assert.equal(guarded.render(page), plain.render(page), page);
});

test('a shortcode becomes its emoji; text without one is left as it is', () => {
  assert.equal(guarded.render('Ship it :rocket:'), '<p>Ship it 🚀</p>\n');
  assert.equal(guarded.render('Note: see 10:30 and :notanemoji:'), '<p>Note: see 10:30 and :notanemoji:</p>\n');
});
