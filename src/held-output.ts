/**
 * What site code (MDX components, markdown plugins) writes to the process's stdout and stderr while a body renders,
 * through `console` or directly, held back to be printed or dropped once the render says which. Rendering is
 * synchronous, so nothing else writes in between; what site code writes later (a timer's log) goes out as it is.
 *
 * A render that runs past its time limit is stopped by V8 where it is (config/run-site-code.ts), skipping every
 * `catch` and `finally` inside it: the code that stopped it ends the holds begun inside (`endHoldsFrom`), or the
 * streams would stay held, and everything written after (the test runner's reports among it) would be lost.
 */

/** The value `fn` returned, and `release`, which prints what it wrote, in order, on the stream it chose. */
export interface HeldOutput<T> {
  value: T;
  release: () => void;
}

type Chunk = [NodeJS.WriteStream, string | Uint8Array];

/** The holds under way, outermost first: each one's held chunks and the writes it replaced. */
const holds: { held: Chunk[]; restore: () => void }[] = [];

/** Run `fn` with the process's output held back; when it throws, what it wrote is printed before the error. */
export function holdOutput<T>(fn: () => T): HeldOutput<T> {
  const held: Chunk[] = [];
  const streams = [process.stdout, process.stderr];
  const writes = streams.map((stream) => stream.write);
  for (const stream of streams)
    stream.write = ((chunk: string | Uint8Array) => held.push([stream, chunk]) > 0) as typeof stream.write;
  const restore = () => streams.forEach((stream, i) => (stream.write = writes[i]));
  const release = () => {
    for (const [stream, chunk] of held.splice(0)) stream.write(chunk);
  };
  const depth = holds.push({ held, restore }) - 1;
  let value: T;
  try {
    value = fn();
  } catch (error) {
    endHoldsFrom(depth);
    throw error;
  }
  holds.length = depth;
  restore();
  return { value, release };
}

/** How many holds are under way: what `endHoldsFrom` takes, read before running code that may be stopped. */
export function heldDepth(): number {
  return holds.length;
}

/** End the holds begun from `depth` on, innermost first, printing what each held: their code was stopped. */
export function endHoldsFrom(depth: number): void {
  while (holds.length > depth) {
    const { held, restore } = holds.pop()!;
    restore();
    for (const [stream, chunk] of held) stream.write(chunk);
  }
}
