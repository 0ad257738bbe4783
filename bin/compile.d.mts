/** Types of bin/compile.mjs, for the tests and scripts written in TypeScript that import it. */

/** Compile sitegen's sources when they changed since the last compile; resolves to the compiled folder. */
export function ensureCompiled(options?: { force?: boolean }): Promise<string>;

/** Whether `file` is a dependency's rather than one of sitegen's own files (the package at `packageRoot`). */
export function inDependency(file: string, packageRoot?: string): boolean;
