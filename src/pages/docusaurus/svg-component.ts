/**
 * An SVG file as a React component module, as Docusaurus's SVGR loader makes it: `import Logo from './logo.svg'`
 * then `<Logo className="x" title="..." />`. The root's attributes become props (camelCased for React, the
 * caller's props win); the inner markup is kept as it is.
 */

/** JSX module source whose default export (and `ReactComponent`) renders `svg`. */
export function svgComponentSource(svg: string): string {
  const clean = svg
    .replace(/<\?xml[\s\S]*?\?>/g, '')
    .replace(/<!DOCTYPE[\s\S]*?>/gi, '')
    .replace(/<!--[\s\S]*?-->/g, '');
  const open = /<svg\b([^>]*?)(\/?)>/i.exec(clean);
  if (!open) return 'export default function Svg() { return null; }\nexport const ReactComponent = Svg;\n';
  const attrs: Record<string, unknown> = {};
  for (const m of open[1].matchAll(/([\w:-]+)\s*=\s*("([^"]*)"|'([^']*)')/g)) {
    const value = m[3] ?? m[4];
    attrs[reactName(m[1])] = m[1] === 'style' ? styleObject(value) : value;
  }
  const inner = open[2] ? '' : clean.slice(open.index + open[0].length, clean.lastIndexOf('</svg>'));
  return [
    `const attrs = ${JSON.stringify(attrs)};`,
    `const inner = ${JSON.stringify(inner.trim())};`,
    'export default function Svg({ title, ...props }) {',
    '  const html = (title ? `<title>${String(title).replace(/</g, "&lt;")}</title>` : "") + inner;',
    '  return <svg {...attrs} {...props} dangerouslySetInnerHTML={{ __html: html }} />;',
    '}',
    'export const ReactComponent = Svg;',
    '',
  ].join('\n');
}

/** `style="enable-background: new 0 0 2 2"` -> `{ enableBackground: 'new 0 0 2 2' }`, as React wants it. */
function styleObject(style: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const rule of style.split(';')) {
    const colon = rule.indexOf(':');
    if (colon < 0) continue;
    const name = rule.slice(0, colon).trim();
    if (name)
      out[name.startsWith('--') ? name : name.replace(/-(\w)/g, (_m, c: string) => c.toUpperCase())] = rule
        .slice(colon + 1)
        .trim();
  }
  return out;
}

/** `stroke-width` -> `strokeWidth`, `class` -> `className`, `xlink:href` -> `xlinkHref`; data-/aria- stay. */
function reactName(name: string): string {
  if (name === 'class') return 'className';
  if (/^(data|aria)-/.test(name)) return name;
  return name.replace(/[:-](\w)/g, (_m, c: string) => c.toUpperCase());
}
