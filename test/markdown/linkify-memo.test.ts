/**
 * markdown-it's linkify answers from a memo of linkify-it's `test` (src/markdown/linkify-memo.ts): pages render as
 * without it, and a text seen before is not tested again.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import MarkdownIt from 'markdown-it';
import { rememberLinkifyTests } from '../../src/markdown/linkify-memo.js';

const PAGES = [
  'See https://example.com/path?q=1 and www.example.org, or mail someone@example.com.',
  'A [link](https://example.com) beside a bare http://[::1]:8080/x and //cdn.example.com/a.js.',
  '_https://example.com_ and *www.example.com* and `https://in.code`',
  '| url | text |\n|---|---|\n| https://a.dev | plain |\n\n# Heading www.example.com',
  'Nothing to link here: version 1.2.3, e.g. this.that, foo@bar',
];

test('pages render as with linkify-it asked every time, repeats included', () => {
  const plain = new MarkdownIt({ html: true, linkify: true });
  const remembered = new MarkdownIt({ html: true, linkify: true });
  rememberLinkifyTests(remembered);
  for (const page of [...PAGES, ...PAGES]) assert.equal(remembered.render(page), plain.render(page), page);
});

test('a text tested before is answered without linkify-it', () => {
  const md = new MarkdownIt({ html: true, linkify: true });
  const tested: string[] = [];
  const original = md.linkify.test.bind(md.linkify);
  md.linkify.test = (text: string) => {
    tested.push(text);
    return original(text);
  };
  rememberLinkifyTests(md);
  md.render(PAGES.join('\n\n'));
  const first = tested.length;
  assert.ok(first > 0);
  md.render(PAGES.join('\n\n'));
  assert.equal(tested.length, first, 'the second render asked linkify-it again');
  md.render('A new paragraph with https://new.example.com');
  assert.ok(tested.length > first, 'a new text is tested');
});
