/** The exit status of scripts/run-tests.mjs when its only failures are test processes that hung. */
export const HUNG_STATUS: number;
