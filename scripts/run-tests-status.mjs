/**
 * The exit status of scripts/run-tests.mjs when the only failures of its run are test processes that hung, stopped
 * at its time limit: the file `SITEGEN_TEST_HUNG` names lists them, one per line, for scripts/test.mjs to run once more.
 */
export const HUNG_STATUS = 3;
