/**
 * `@theme/CodeBlock`: highlighted at build time with highlight.js, in the markup of Markdown code blocks
 * (src/markdown/code-blocks.ts), so the copy and wrap buttons and the code themes apply.
 */
import hljs from 'highlight.js/lib/common';
import { Children, type ReactNode } from 'react';
import { splitLines } from '../code-lines.js';

/** Props of Docusaurus's CodeBlock. */
export interface CodeBlockProps {
  children?: ReactNode;
  language?: string;
  className?: string;
  title?: ReactNode;
  showLineNumbers?: boolean;
  metastring?: string;
}

/** A highlighted code block. */
export default function CodeBlock({ children, language, className, title, showLineNumbers }: CodeBlockProps) {
  const code = Children.toArray(children).join('').replace(/\n$/, '');
  const lang = (language ?? /language-(\S+)/.exec(className ?? '')?.[1] ?? 'text').toLowerCase();
  const highlighted = hljs.getLanguage(lang)
    ? hljs.highlight(code, { language: lang, ignoreIllegals: true }).value
    : escapeHtml(code);
  // Prism's line markup, as theme-classic renders code: a site's CSS for .token-line applies (see code-blocks.ts).
  const html = splitLines(highlighted)
    .map((line) => `<span class="token-line">${line}</span>`)
    .join('\n');
  return (
    <div className={`code-block${showLineNumbers ? ' code-block--numbered' : ''}`}>
      {title ? <div className="code-block__title">{title}</div> : null}
      <div className="code-block__body">
        <pre className={`hljs prism-code language-${lang}`} tabIndex={0}>
          <code className={`language-${lang}`} dangerouslySetInnerHTML={{ __html: html }} />
        </pre>
        <div className="code-block__buttons">
          <button type="button" className="code-block__button" data-copy="" aria-label="Copy code to clipboard">
            Copy
          </button>
        </div>
      </div>
    </div>
  );
}

function escapeHtml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
