/** A site's own Babel, for sites whose code esbuild cannot read (Flow); see site-babel.mjs. */
import type { Location, Message, Plugin } from 'esbuild';

/** The name of the site's Babel config file when it strips Flow types, else undefined. */
export function flowBabelConfig(root: string): string | undefined;

/** True for a site's own source file that its Babel compiles: JavaScript in no `node_modules` folder. */
export function compiledBySiteBabel(root: string, file: string): boolean;

/** `source` (the text of `file`) compiled by the site's Babel, lines kept; throws a SiteBabelError. */
export function compileWithSiteBabel(root: string, file: string, source: string): string;

/** A Babel error, with `errors` in the shape of esbuild's messages. */
export class SiteBabelError extends Error {
  constructor(text: string, location: Partial<Location> | null);
  errors: Partial<Message>[];
}

/** An esbuild plugin that compiles the site's own JavaScript with its Babel. */
export function siteBabelPlugin(root: string): Plugin;
