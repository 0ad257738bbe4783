/**
 * `@docusaurus/Translate`, `translate()` and `@docusaurus/Interpolate`: messages from the site's `code.json`
 * (`i18n/<locale>/code.json`), the default message when untranslated, `{name}` placeholders filled from `values`
 * (strings or elements).
 */
import { Fragment, createElement, type ReactNode } from 'react';
import { currentPage } from './runtime.js';

type Values = Record<string, ReactNode>;

/** `translate({ id, message }, values)`: a string. */
export function translate(
  { id, message }: { id?: string; message: string; description?: string },
  values?: Record<string, string | number>,
): string {
  const { data } = currentPage();
  const text = (id && data.site.strings[id]) || data.site.strings[message] || message;
  return values ? text.replace(/\{(\w+)\}/g, (m, name: string) => (name in values ? String(values[name]) : m)) : text;
}

/** `interpolate(text, values)`: a string, or elements when a value is an element. */
export function interpolate(text: string, values?: Values): ReactNode {
  if (!values) return text;
  const parts = text.split(/(\{\w+\})/);
  const nodes = parts.map((part) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    return name && name in values ? values[name] : part;
  });
  return nodes.every((n) => typeof n === 'string' || typeof n === 'number')
    ? nodes.join('')
    : createElement(Fragment, null, ...nodes);
}

/** `<Translate id values>message</Translate>`. */
export default function Translate({
  id,
  values,
  children,
}: {
  id?: string;
  description?: string;
  values?: Values;
  children?: string;
}) {
  const { data } = currentPage();
  const message = typeof children === 'string' ? children : '';
  const text = (id && data.site.strings[id]) || data.site.strings[message] || message;
  return <>{interpolate(text, values)}</>;
}

/** `<Interpolate values>text</Interpolate>`. */
export function Interpolate({ values, children }: { values?: Values; children?: string }) {
  return <>{interpolate(children ?? '', values)}</>;
}
