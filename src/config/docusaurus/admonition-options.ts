/**
 * The content plugins' `admonitions` option, as Docusaurus 2.4.3's admonitions remark plugin reads it: `keywords`
 * replaces its list (a keyword it does not know shows as an info box, as theme-classic's Admonition draws it), and
 * `false` turns admonitions off. sitegen has one Markdown setting: the first section's that sets it, the docs'
 * first; another section's that differs, and a `tag` other than `:::`, are named.
 */
type Obj = Record<string, unknown>;

/** The keywords `:::` opens a box with, or undefined for Docusaurus's own (the option unset). */
export function admonitionKeywordsOf(
  sections: Record<'docs' | 'blog' | 'pages', Obj | null>,
  ignored: string[],
): string[] | undefined {
  let chosen: { section: string; keywords: string[] } | undefined;
  for (const [section, options] of Object.entries(sections)) {
    const option = options?.admonitions;
    if (option === undefined || option === true) continue;
    const where = `${section}.admonitions`;
    const settings = option && typeof option === 'object' ? (option as Obj) : {};
    if (typeof settings.tag === 'string' && settings.tag !== ':::')
      ignored.push(`${where}.tag: "${settings.tag}" is not supported; boxes open with :::`);
    const keywords =
      option === false
        ? []
        : Array.isArray(settings.keywords)
          ? settings.keywords.filter((k): k is string => typeof k === 'string')
          : undefined;
    if (keywords === undefined) continue;
    if (!chosen) chosen = { section, keywords };
    else if (keywords.join() !== chosen.keywords.join())
      ignored.push(
        `${where}: differs from the ${chosen.section}' setting; sitegen has one setting, the ${chosen.section}'`,
      );
  }
  return chosen?.keywords;
}
