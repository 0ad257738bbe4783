/**
 * V8 hands a function to its optimising compiler once it has run a budget of bytecode. A build lasts seconds and
 * runs the same libraries in several isolates (the build's thread, render threads, search, bundling), each
 * optimising its own copy on V8's background threads: with the default budget that work was about a quarter of a
 * build's CPU, most of it finished too late to pay back. Eight times the budget leaves only the truly hot
 * functions to it; measured by alternating runs, cold builds of content/ (one and eight locales) and of 2,000 and
 * 10,000 docs all took 5-17% less time and CPU. bin/sitegen.mjs sets it for every command; `npm test` gives it to
 * its test processes, whose builds run in-process.
 */
export const INTERRUPT_BUDGET_FLAG = `--interrupt-budget=${8 * 66 * 1024}`;
