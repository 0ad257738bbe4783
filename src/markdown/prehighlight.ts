/**
 * Code blocks highlighted ahead of the parse on an idle render thread. highlight.js is about a quarter of the
 * parse of a docs site (jest's: 811 distinct blocks), and the parse runs on the main thread, the build's critical
 * path, while the render threads wait for pages. So, when the parse is not shared with them (two cores), one render
 * thread reads the sources, finds their fences (fence-scan.ts) and highlights each distinct block of a
 * self-contained grammar (highlight.ts `isSelfContained`), in source order, posting each file's blocks as it goes.
 * The main thread takes them by key, synchronously, when it meets a block it has not highlighted: the HTML is what
 * highlight.js gives in any thread, so the output does not change. A block not (yet) posted is highlighted there
 * as before. The thread stops when the parse ends, and renders pages as usual.
 */
import { readFileSync } from 'node:fs';
import { MessageChannel, receiveMessageOnPort, type MessagePort } from 'node:worker_threads';
import { blockCode } from './code-blocks.js';
import { parseFenceMeta } from './fence-meta.js';
import { scanFences } from './fence-scan.js';
import { highlightFresh, highlightTarget, isSelfContained, usePrehighlighted } from './highlight.js';

/** What the render thread gets. */
export interface HighlightJob {
  /** The sources, in parse order. */
  files: string[];
  /** Where each file's blocks are posted: [key, HTML][] (highlight.ts `highlightTarget` keys). */
  port: MessagePort;
  /** [0] is set to 1 when the parse has ended: the thread stops. */
  stop: Int32Array;
}

/** Posts a job to a render thread; throws when it cannot. */
export type LendHighlight = (job: HighlightJob, transfer: MessagePort[]) => void;

/**
 * Have a render thread highlight the blocks of `files` ahead, and the parse in this thread take them. Returns
 * the function that stops both (call it when the parse has ended, or failed).
 */
export function startPrehighlight({ files, lend }: { files: string[]; lend: LendHighlight }): () => void {
  const { port1, port2 } = new MessageChannel();
  const stop = new Int32Array(new SharedArrayBuffer(4));
  try {
    lend({ files, port: port2, stop }, [port2]);
  } catch {
    port1.close();
    return () => {};
  }
  const ready = new Map<string, string>();
  const drain = () => {
    for (let m = receiveMessageOnPort(port1); m; m = receiveMessageOnPort(port1))
      for (const [key, html] of m.message as [string, string][]) ready.set(key, html);
  };
  usePrehighlighted((key) => {
    if (!ready.has(key)) drain();
    const html = ready.get(key);
    // Once taken, this thread's own cache of highlighted blocks keeps it.
    ready.delete(key);
    return html;
  });
  return () => {
    Atomics.store(stop, 0, 1);
    usePrehighlighted(null);
    port1.close();
    ready.clear();
  };
}

/** The render thread's side: highlight the blocks of each file until the job is stopped, then close the port. */
export function helpHighlight({ files, port, stop }: HighlightJob): void {
  const seen = new Set<string>();
  for (const file of files) {
    if (Atomics.load(stop, 0)) break;
    const made = highlightFile(file, { seen, stop });
    if (made.length) port.postMessage(made);
  }
  port.close();
}

/** The blocks of `file` not `seen` before, highlighted: [key, HTML][]. */
function highlightFile(file: string, { seen, stop }: { seen: Set<string>; stop: Int32Array }): [string, string][] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return [];
  }
  const made: [string, string][] = [];
  for (const fence of scanFences(text)) {
    const meta = parseFenceMeta(fence.info);
    if (meta.npm2yarn || meta.lang === 'fiddle' || meta.lang === 'mermaid') continue;
    const { code } = blockCode(fence.code, meta);
    const target = highlightTarget(code, meta.lang);
    if (!target || seen.has(target.key) || !isSelfContained(target.grammar)) continue;
    seen.add(target.key);
    made.push([target.key, highlightFresh(target.grammar, code)]);
    if (Atomics.load(stop, 0)) break;
  }
  return made;
}
