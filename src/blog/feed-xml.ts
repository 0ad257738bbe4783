/**
 * XML as the `feed` package (v4, through xml-js) lays it out, which Docusaurus's feeds are: an element per line,
 * indented by four spaces per level, an element of only text or CDATA on one line, an empty one self-closed, and
 * no final newline. Unlike xml-js, text and attributes are escaped in full, so a tag like `A & B` stays XML.
 */
import { NOT_XML, cdata } from './feed-html.js';

/** An element: text, a CDATA section, or child elements; attributes in the order given, unset ones left out. */
export interface XmlElement {
  name: string;
  attrs?: [string, string | undefined][];
  text?: string;
  cdata?: string;
  children?: XmlElement[];
}

/** Text content: `&`, `<` and `>` escaped, quotes left as they are, as xml-js writes them. */
export function xmlContent(text: string): string {
  return text.replace(NOT_XML, '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function attrValue(text: string): string {
  return xmlContent(text).replace(/"/g, '&quot;');
}

/** The document: the declaration, then `root`. */
export function xmlDocument(root: XmlElement): string {
  return `<?xml version="1.0" encoding="utf-8"?>\n${xmlElement(root, 0)}`;
}

function xmlElement(el: XmlElement, depth: number): string {
  const indent = '    '.repeat(depth);
  const attrs = (el.attrs ?? [])
    .filter((a): a is [string, string] => a[1] !== undefined)
    .map(([key, value]) => ` ${key}="${attrValue(value)}"`)
    .join('');
  if (el.children?.length) {
    const inner = el.children.map((child) => xmlElement(child, depth + 1)).join('\n');
    return `${indent}<${el.name}${attrs}>\n${inner}\n${indent}</${el.name}>`;
  }
  if (el.cdata !== undefined) return `${indent}<${el.name}${attrs}>${cdata(el.cdata)}</${el.name}>`;
  if (el.text) return `${indent}<${el.name}${attrs}>${xmlContent(el.text)}</${el.name}>`;
  // xml-js writes an element of empty text as a pair (`<description></description>`), one without any self-closed.
  if (el.text === '') return `${indent}<${el.name}${attrs}></${el.name}>`;
  return `${indent}<${el.name}${attrs}/>`;
}

/** An element of text. */
export function textElement(name: string, text: string): XmlElement {
  return { name, text };
}
