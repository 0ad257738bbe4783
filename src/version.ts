/** sitegen's version, from package.json (inlined by the bundler). */
import pkg from '../package.json' with { type: 'json' };

export const VERSION: string = pkg.version;
