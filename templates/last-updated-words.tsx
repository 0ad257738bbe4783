/**
 * The words of a doc's last update as theme-classic puts them, shared by sitegen's doc footer on a Docusaurus site
 * (last-updated.tsx) and theme-classic's LastUpdated that a swizzled DocItem/Footer imports (docusaurus/doc-item.tsx).
 * Apart from both, so that the page bundles that take the second do not take the first's catalogue.
 */
import { Fragment, type ReactNode } from 'react';

const MARK_DATE = '\u0001date\u0001';
const MARK_AUTHOR = '\u0001author\u0001';

/**
 * The catalogue id of the last-update sentence for what the doc shows (a date, an author, or both), with its values;
 * an empty value is one the doc does not show.
 */
export function lastUpdatedSentence({
  date,
  author,
}: {
  date: string;
  author: string;
}): [string, Record<string, string>] {
  if (!date) return ['doc.lastUpdatedByOnly', { author }];
  return author ? ['doc.lastUpdatedBy', { date, author }] : ['doc.lastUpdated', { date }];
}

/**
 * theme-classic's sentence, "Last updated on {date} by {user}" in the locale's words (`say`, a catalogue lookup),
 * with the date and the author as the elements given (bold, in theme-classic); by nobody without an author, on no
 * date without a date.
 */
export function lastUpdatedWords(
  say: (id: string, params: Record<string, string>) => string,
  { date, author }: { date?: ReactNode; author?: ReactNode },
): ReactNode[] {
  const sentence = say(...lastUpdatedSentence({ date: date ? MARK_DATE : '', author: author ? MARK_AUTHOR : '' }));
  const parts: Record<string, ReactNode> = { date, author };
  return sentence
    .split(/\u0001(\w+)\u0001/)
    .map((part, i) => (i % 2 ? <Fragment key={i}>{parts[part]}</Fragment> : part));
}
