/**
 * Site code's console output in a render thread. A worker's own stdout and stderr reach the process through a
 * separate channel that is dropped when the thread ends, and a render thread ends right after posting its pages:
 * the last lines a page printed were lost. Here they travel as messages on the thread's port, in order with its
 * pages, and the pool writes them out (see startRenderPool).
 */
import { Console } from 'node:console';
import { Writable } from 'node:stream';
import type { MessagePort } from 'node:worker_threads';

/** What a render thread posts for each chunk of console output. */
export interface ConsoleOutput {
  output: { stream: 'stdout' | 'stderr'; text: string };
}

/** Send this thread's console output through `port` (call in the render thread, before site code runs). */
export function postConsoleOutput(port: MessagePort): void {
  const stream = (name: 'stdout' | 'stderr') =>
    new Writable({
      write(chunk, _encoding, done) {
        port.postMessage({ output: { stream: name, text: String(chunk) } } satisfies ConsoleOutput);
        done();
      },
    });
  globalThis.console = new Console({ stdout: stream('stdout'), stderr: stream('stderr') });
}

/** Write a render thread's console output where it was meant to go (call on the main thread, per message). */
export function writeConsoleOutput(message: Partial<ConsoleOutput>): void {
  if (!message.output) return;
  (message.output.stream === 'stderr' ? process.stderr : process.stdout).write(message.output.text);
}
