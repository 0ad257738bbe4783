/**
 * The entry of dev's CommonJS bundle (`.sitegen/dist/dev.cjs`, see bin/compile.mjs): the command line, which
 * bin/sitegen.mjs runs for `sitegen dev` through V8's code cache without loading the ES module CLI, and `runDev`,
 * which that CLI runs when it is asked for `dev` another way.
 */
export { main } from './cli.js';
export { runDev } from './commands/dev.js';
