/**
 * The stylesheet thread run from sitegen's TypeScript sources (tests): threads do not inherit the TypeScript
 * loader, so this one registers tsx before loading its script. The CLI starts the compiled script instead.
 */
import { register } from 'tsx/esm/api';

register();
const { startStylesheetWorker } = await import('./stylesheet-worker.ts');
startStylesheetWorker();
