/**
 * Stylesheet imports as webpack's css-loader resolves them, which a Docusaurus site's CSS is written for:
 * `@import '~@fontsource/rubik'` names a package (the `~` says so), and a bare `@import 'bootstrap-icons'` is the
 * file beside the stylesheet, else the package's stylesheet: its `style` field (bootstrap-icons's
 * `font/bootstrap-icons.css`), else what esbuild resolves. `url(~pkg/font.woff)` names a package file too.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type * as esbuild from 'esbuild';

/** Marks a resolve this plugin asked for, so that it does not answer its own question. */
const OWN = { cssPackages: true };

export const cssPackages: esbuild.Plugin = {
  name: 'css-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, async (args) => {
      const css = args.kind === 'import-rule' || (args.kind === 'url-token' && args.path.startsWith('~'));
      if (!css || (args.pluginData as typeof OWN | undefined)?.cssPackages || /^[a-z][a-z\d+.-]*:/i.test(args.path))
        return undefined;
      const spec = args.path.replace(/^~/, '');
      const ask = (p: string) => build.resolve(p, { kind: args.kind, resolveDir: args.resolveDir, pluginData: OWN });
      if (!args.path.startsWith('~')) {
        const beside = await ask(`./${spec}`);
        if (beside.errors.length === 0) return { path: beside.path };
      }
      const style = args.kind === 'import-rule' ? packageStyle(spec, args.resolveDir) : undefined;
      if (style) return { path: style };
      const found = await ask(spec);
      return found.errors.length ? { errors: found.errors } : { path: found.path, external: found.external };
    });
  },
};

/** The `style` file of the package `spec` names (not a file inside it), as found from `dir`. */
function packageStyle(spec: string, dir: string): string | undefined {
  if (!/^(@[^/]+\/)?[^/]+$/.test(spec)) return undefined;
  try {
    const manifest = createRequire(path.join(dir, 'noop.js')).resolve(`${spec}/package.json`);
    const style = (JSON.parse(readFileSync(manifest, 'utf8')) as { style?: unknown }).style;
    return typeof style === 'string' ? path.join(path.dirname(manifest), style) : undefined;
  } catch {
    // No such package, or one whose exports hide its package.json: esbuild's own resolution answers.
    return undefined;
  }
}

const FONT = /\.(woff2?|ttf|otf|eot)([?#].*)?$/i;
/** Marks a resolve the font plugin asked for. */
const FONT_OWN = { cssFonts: true };

/**
 * The fonts a stylesheet names (`url(./x.woff2)`, `url(~pkg/x.woff2)`) as files of their own under `assets/fonts/`,
 * named by content, as Docusaurus emits them; each goes into `assets` (public URL -> file) for the writer to copy.
 * Inlined, a font package's dozens of files made the stylesheet hundreds of kilobytes, loaded by every page.
 */
export function cssFonts(baseUrl: string, assets: Map<string, string>): esbuild.Plugin {
  return {
    name: 'css-fonts',
    setup(build) {
      build.onResolve({ filter: FONT }, async (args) => {
        if (args.kind !== 'url-token' || (args.pluginData as typeof FONT_OWN | undefined)?.cssFonts) return undefined;
        const suffix = FONT.exec(args.path)![2] ?? '';
        const target = args.path.slice(0, args.path.length - suffix.length);
        const found = await build.resolve(target, {
          kind: args.kind,
          resolveDir: args.resolveDir,
          pluginData: FONT_OWN,
        });
        if (found.errors.length) return { errors: found.errors };
        if (found.external) return undefined;
        const ext = path.extname(found.path);
        const hash = createHash('sha1').update(readFileSync(found.path)).digest('hex').slice(0, 10);
        const url = `${baseUrl}assets/fonts/${path.basename(found.path, ext)}-${hash}${ext}`;
        assets.set(url, found.path);
        return { path: url + suffix, external: true };
      });
    },
  };
}
