/**
 * ```sh npm2yarn: one npm command becomes npm and Yarn tabs (pnpm too when configured, or the site's own converter
 * functions), in one group remembered across pages. The conversion is `npm-to-yarn`'s, the library Docusaurus's
 * npm2yarn plugin uses, so commands read on both sites alike (`VAR=1 npm install` -> `VAR=1 yarn install`,
 * `npm run publish` -> `yarn run publish`).
 */
import path from 'node:path';
import npmToYarnModule from 'npm-to-yarn';
import { runSiteCode } from '../config/run-site-code.js';
import { SitegenError, type ErrorLocation } from '../errors.js';

type Convert = (command: string, to: 'yarn' | 'pnpm') => string;
// The package ships ESM without "type": "module", so TypeScript types its default import as the CommonJS
// namespace while Node hands over the function itself; take whichever arrived.
const convert: Convert =
  typeof npmToYarnModule === 'function'
    ? (npmToYarnModule as Convert)
    : (npmToYarnModule as { default: Convert }).default;

/** A package manager npm-to-yarn converts the npm command to. */
export type NamedConverter = 'yarn' | 'pnpm';

/**
 * A converter, as Docusaurus's npm2yarn plugin takes them: a name npm-to-yarn knows, or `[label, (code) => string]`,
 * the site's own function (it runs at build time on each fence's code; its label is the tab's value and label).
 */
export type Converter = NamedConverter | readonly [label: string, convert: (code: string) => string];

/** The tab label of each converter, as Docusaurus writes them. */
export const CONVERTER_LABELS: Record<NamedConverter, string> = { yarn: 'Yarn', pnpm: 'pnpm' };

/** The spelling of an npm command for `to`. */
export function convertNpm(code: string, to: NamedConverter): string {
  return convert(code, to);
}

/** One tab of an npm2yarn fence. */
export interface Npm2YarnVariant {
  value: string;
  label: string;
  code: string;
}

/** What `npm2yarnVariants` needs besides the code: the converters, the config they come from, the fence. */
export interface Npm2YarnOptions {
  converters: readonly Converter[];
  /** The config file the converters are written in, for errors. */
  configFile?: string | null;
  /** Where the fence is (its opening line), for errors. */
  fence: ErrorLocation;
}

/**
 * The tabs of an npm2yarn fence whose code is `code`, as Docusaurus 2.4.3 makes them: npm first, then each converter
 * in order; a named one is labelled `Yarn` / `pnpm`, a function's label is its tab's value and label.
 */
export function npm2yarnVariants(code: string, options: Npm2YarnOptions): Npm2YarnVariant[] {
  const variants: Npm2YarnVariant[] = [{ value: 'npm', label: 'npm', code }];
  for (const converter of options.converters) {
    if (typeof converter === 'string')
      variants.push({ value: converter, label: CONVERTER_LABELS[converter], code: convertNpm(code, converter) });
    else variants.push({ value: converter[0], label: converter[0], code: runConverter(converter, code, options) });
  }
  return variants;
}

/** The site's converter function on `code`, with the time limit of site code; what it throws names the fence. */
function runConverter(
  [label, convertFn]: readonly [string, (code: string) => string],
  code: string,
  { configFile, fence }: Npm2YarnOptions,
): string {
  const name = configFile ? path.basename(configFile) : 'the config';
  const subject = `the npm2yarn converter ${label} of ${name}`;
  const at = `${fence.file}${fence.line ? `:${fence.line}` : ''}`;
  let result: unknown;
  try {
    result = runSiteCode(() => convertFn(code), { file: configFile ?? fence.file, doing: `${subject}, on ${at},` });
  } catch (error) {
    if (error instanceof SitegenError) throw error;
    throw new SitegenError(`${subject} threw: ${(error as Error)?.message ?? String(error)}`, {
      location: fence,
      cause: error,
      hint: `fix the converter in ${configFile ?? 'the config'}: it runs at build time on the code of each npm2yarn fence (the one at this line threw).`,
    });
  }
  if (typeof result === 'string') return result;
  throw new SitegenError(`${subject} returned ${result === null ? 'null' : typeof result}, not the converted code`, {
    location: fence,
    hint: `make the converter in ${configFile ?? 'the config'} return a string: the code of the tab.`,
  });
}
