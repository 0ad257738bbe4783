/** The markdown-it plugins sitegen uses ship no types. */
declare module 'markdown-it-footnote' {
  import type { PluginSimple } from 'markdown-it';
  const footnote: PluginSimple;
  export default footnote;
}
declare module 'markdown-it-emoji' {
  import type { PluginSimple } from 'markdown-it';
  export const full: PluginSimple;
  export const light: PluginSimple;
  export const bare: PluginSimple;
}
