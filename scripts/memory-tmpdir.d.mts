/** The folder temp folders go in (see memory-tmpdir.mjs). */
export function scratchBase(): string;
