/** `@docusaurus/isInternalUrl`, as Docusaurus defines it: a URL with no protocol and not protocol-relative. */

/** Whether `url` has a protocol (`https:`, `mailto:`) or starts with `//`. */
export function hasProtocol(url: string): boolean {
  return /^(?:\w*:|\/\/)/.test(url);
}

/** Whether `url` is a path of this site. */
export default function isInternalUrl(url?: string): boolean {
  return typeof url !== 'undefined' && !hasProtocol(url);
}
