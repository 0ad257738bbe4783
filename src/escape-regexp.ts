/** `text` matched literally in a regular expression, in JavaScript's syntax and in Go's (esbuild's filters). */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}
