/**
 * What site code (MDX components, markdown plugins) writes to the process's stdout and stderr while a body renders,
 * through `console` or directly, held back to be printed or dropped once the render says which. Rendering is
 * synchronous, so nothing else writes in between; what site code writes later (a timer's log) goes out as it is.
 */

/** The value `fn` returned, and `release`, which prints what it wrote, in order, on the stream it chose. */
export interface HeldOutput<T> {
  value: T;
  release: () => void;
}

/** Run `fn` with the process's output held back; when it throws, what it wrote is printed before the error. */
export function holdOutput<T>(fn: () => T): HeldOutput<T> {
  const held: [NodeJS.WriteStream, string | Uint8Array][] = [];
  const streams = [process.stdout, process.stderr];
  const writes = streams.map((stream) => stream.write);
  for (const stream of streams)
    stream.write = ((chunk: string | Uint8Array) => held.push([stream, chunk]) > 0) as typeof stream.write;
  const restore = () => streams.forEach((stream, i) => (stream.write = writes[i]));
  const release = () => {
    for (const [stream, chunk] of held.splice(0)) stream.write(chunk);
  };
  let value: T;
  try {
    value = fn();
  } catch (error) {
    restore();
    release();
    throw error;
  }
  restore();
  return { value, release };
}
