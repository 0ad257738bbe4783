/**
 * MDX's imports and components are bundled by esbuild's synchronous service and run the site's own code. A parse
 * helper thread (content/parse-helper.ts) leaves a body that needs them to the main thread: there esbuild's
 * service is already running (a worker thread would start its own), and site code keeps one module state.
 */
import { SitegenError } from '../../errors.js';

let elsewhere = false;

/** In this thread, bodies that need MDX's esbuild work or site code are handed back (see `NeedsMainThread`). */
export function leaveMdxToMainThread(): void {
  elsewhere = true;
}

/** Thrown in a helper thread by a body that needs the main thread; the main thread renders it instead. */
export class NeedsMainThread extends SitegenError {}

/** Called where MDX work starts: throws `NeedsMainThread` in a helper thread. */
export function mainThreadOnly(file: string): void {
  if (elsewhere) throw new NeedsMainThread(`${file} is rendered on the main thread`);
}
