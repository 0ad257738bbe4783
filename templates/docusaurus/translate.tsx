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
  { id, message }: { id?: string; message?: string; description?: string },
  values?: Record<string, string | number>,
): string {
  const text = localizedMessage({ id, message });
  return values ? text.replace(/\{(\w+)\}/g, (m, name: string) => (name in values ? String(values[name]) : m)) : text;
}

/**
 * The locale's message, as Docusaurus looks it up: by the id, or by the default message when there is no id; the
 * default message when untranslated, else the id.
 */
function localizedMessage({ id, message }: { id?: string; message?: string }): string {
  const { strings } = currentPage().data.site;
  const key = id ?? message ?? '';
  return (Object.prototype.hasOwnProperty.call(strings, key) ? strings[key] : undefined) ?? message ?? id ?? '';
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
  const message = typeof children === 'string' ? children : undefined;
  return <>{interpolate(localizedMessage({ id, message }), values)}</>;
}

/** `<Interpolate values>text</Interpolate>`. */
export function Interpolate({ values, children }: { values?: Values; children?: string }) {
  return <>{interpolate(children ?? '', values)}</>;
}
