/**
 * A further `@docusaurus/plugin-content-pages` instance, with an id and a folder of its own (flipper's
 * `embedded-pages`, drawn by its `mdxPageComponent`): sitegen builds one pages folder, the classic preset's, so the
 * ignored-settings line names the folder whose pages are missing from the output.
 */

/** The line for a pages instance sitegen does not build. */
export function furtherPagesNote(label: string, id: string, folder: unknown): string {
  const where = typeof folder === 'string' ? folder.replace(/^\.\//, '') : 'src/pages';
  return `plugins: ${label} (id ${id}) is not run: the pages in ${where} are not built (sitegen builds one pages folder, the classic preset's)`;
}
