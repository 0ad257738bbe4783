/**
 * ```sh npm2yarn: one npm command becomes npm and Yarn tabs (pnpm too when configured), in one group remembered
 * across pages. The conversion is `npm-to-yarn`'s, the library Docusaurus's npm2yarn plugin uses, so commands
 * read on both sites alike (`VAR=1 npm install` -> `VAR=1 yarn install`, `npm run publish` -> `yarn run publish`).
 */
import npmToYarnModule from 'npm-to-yarn';

type Convert = (command: string, to: 'yarn' | 'pnpm') => string;
// The package ships ESM without "type": "module", so TypeScript types its default import as the CommonJS
// namespace while Node hands over the function itself; take whichever arrived.
const convert: Convert =
  typeof npmToYarnModule === 'function'
    ? (npmToYarnModule as Convert)
    : (npmToYarnModule as { default: Convert }).default;

/** A package manager the npm command is converted to. */
export type Converter = 'yarn' | 'pnpm';

/** The tab label of each converter, as Docusaurus writes them. */
export const CONVERTER_LABELS: Record<Converter, string> = { yarn: 'Yarn', pnpm: 'pnpm' };

/** The spelling of an npm command for `to`. */
export function convertNpm(code: string, to: Converter): string {
  return convert(code, to);
}
