/**
 * `@theme/CodeBlock`: highlighted at build time with highlight.js, in the markup of Markdown code blocks
 * (src/markdown/code-blocks.ts) with Prism's token classes (templates/prism-tokens.ts), so the copy and wrap
 * buttons, the code themes and the site's CSS for Prism's tokens apply.
 */
import hljs from 'highlight.js/lib/common';
import { Children, type ReactNode } from 'react';
import { addPrismMarks } from '../../src/markdown/code-marks.js';
import { addPrismTokens } from '../prism-tokens.js';
import { codeButtonsHtml } from '../code-buttons.js';
import { codeBlockClasses, lineClass, splitLines } from '../code-lines.js';
import { parseFenceMeta } from '../../src/markdown/fence-meta.js';
import { parseMagicComments } from '../../src/markdown/magic-comments.js';
import { DEFAULT_MAGIC_COMMENTS, type MagicComment } from './magic-comments.js';
import { PRISM_ALIASES } from '../prism-aliases.js';

/** The Prism token types the site's theme colours, where a site's bundle defines them (load-docusaurus-site.ts). */
declare const __SITEGEN_PRISM_MARKS__: readonly string[] | undefined;

/**
 * What Prism marks and highlight.js does not (code-marks.ts: shell commands, operators, punctuation), of the types
 * the site's Prism theme colours, as Markdown's code blocks get them; none where nothing defines them (the browser,
 * which keeps the server's markup when it hydrates).
 */
const PRISM_MARKS: ReadonlySet<string> = new Set(
  typeof __SITEGEN_PRISM_MARKS__ === 'undefined' ? [] : __SITEGEN_PRISM_MARKS__,
);

/** The languages the site's Prism colours and its default one, where a site's bundle defines them (load-docusaurus-site.ts). */
declare const __SITEGEN_PRISM_LANGUAGES__: { known: string[]; defaultLanguage?: string } | undefined;

const PRISM_LANGUAGES = typeof __SITEGEN_PRISM_LANGUAGES__ === 'undefined' ? undefined : __SITEGEN_PRISM_LANGUAGES__;

/** Whether the site's Prism colours `lang` (any language, where nothing says which it loads). */
const KNOWN = PRISM_LANGUAGES && new Set(PRISM_LANGUAGES.known);
const coloured = (lang: string) => !KNOWN || KNOWN.has(lang);

/** Props of Docusaurus's CodeBlock. */
export interface CodeBlockProps {
  children?: ReactNode;
  language?: string;
  className?: string;
  title?: ReactNode;
  showLineNumbers?: boolean;
  metastring?: string;
}

/** The site's `prism.magicComments`, where its bundle defines them (load-docusaurus-site.ts); else theme-classic's. */
declare const __SITEGEN_MAGIC_COMMENTS__: MagicComment[] | undefined;

const MAGIC_COMMENTS =
  typeof __SITEGEN_MAGIC_COMMENTS__ === 'undefined' ? DEFAULT_MAGIC_COMMENTS : __SITEGEN_MAGIC_COMMENTS__;

/** A highlighted code block: its lines marked as theme-classic marks them (`{1,3}` in `metastring`, magic comments). */
export default function CodeBlock(props: CodeBlockProps) {
  const { children, language, className } = props;
  const named = language ?? /language-(\S+)/.exec(className ?? '')?.[1] ?? PRISM_LANGUAGES?.defaultLanguage;
  const lang = (named ?? 'text').toLowerCase();
  const meta = parseFenceMeta(`${lang} ${props.metastring ?? ''}`);
  const title = props.title ?? meta.title;
  const showLineNumbers = props.showLineNumbers ?? meta.showLineNumbers;
  const source = Children.toArray(children).join('').replace(/\n$/, '');
  // A `{1,3}` range wins over magic comments, as in Docusaurus.
  const magic = meta.highlightLines.size > 0 ? null : parseMagicComments(source, lang, MAGIC_COMMENTS);
  const code = magic ? magic.code : source;
  const highlightedLines = magic?.lines.size ? magic.lines : meta.highlightLines;
  const grammar = PRISM_ALIASES[lang] ?? lang;
  // A language the site's Prism does not load is plain text there, as in Markdown's code blocks (highlight.ts).
  const highlighted =
    coloured(lang) && hljs.getLanguage(grammar)
      ? addPrismTokens(
          addPrismMarks(
            hljs.highlight(code, { language: grammar, ignoreIllegals: true }).value,
            code,
            grammar,
            PRISM_MARKS,
          ),
          grammar,
        )
      : escapeHtml(code);
  // Prism's line markup, as theme-classic renders code: a site's CSS for .token-line applies (see code-blocks.ts).
  const marked = highlightedLines.size > 0 || Boolean(showLineNumbers);
  const html = splitLines(highlighted)
    .map((line, i) => {
      const own = magic?.classes.get(i + 1);
      return `<span class="${lineClass(highlightedLines.has(i + 1), { marked, themeClassic: true, own })}">${line || (marked ? ' ' : '')}</span>`;
    })
    .join('\n');
  const part = codeBlockClasses({ lang, numbered: Boolean(showLineNumbers), themeClassic: true });
  return (
    <div className={part.container}>
      {title ? <div className={part.title}>{title}</div> : null}
      <div className={part.body}>
        <pre className={part.pre} tabIndex={0}>
          <code className={part.code} dangerouslySetInnerHTML={{ __html: html }} />
        </pre>
        <div className={part.buttons} dangerouslySetInnerHTML={{ __html: BUTTONS }} />
      </div>
    </div>
  );
}

/** theme-classic's buttons, labelled in English as they were (a page's CodeBlock is drawn outside any locale's fill). */
const BUTTONS = codeButtonsHtml(
  { wrap: 'Toggle word wrap', copy: 'Copy', copyLabel: 'Copy code to clipboard', copied: 'Copied', wrapGlyph: '' },
  { themeClassic: true },
);

function escapeHtml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
