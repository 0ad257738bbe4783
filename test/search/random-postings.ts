/** Random but replayable entries' postings, for the tests that join and merge them. */
import { encodeEntry, type CountedSection, type EntryPostings } from '../../src/search/encode-postings.js';

/** A small deterministic generator, so a failure can be replayed. */
export function random(seed: number): () => number {
  let s = seed;
  return () => ((s = Math.imul(s ^ (s >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0) / 2 ** 32;
}

const TERMS = ['app', 'window', 'menu', 'tray', 'ipc', 'dialog', 'shell', 'net', 'session', 'protocol'];

/** An entry of 0 to 5 sections, each field counting a few of `terms` (some more than once). */
export function randomEntry(next: () => number, terms = TERMS): EntryPostings {
  const sections: CountedSection[] = Array.from({ length: Math.floor(next() * 6) }, () => {
    const tf = [0, 1, 2].map(() => {
      const counts = new Map<string, number>();
      for (const term of terms) if (next() < 0.3) counts.set(term, 1 + Math.floor(next() * 3));
      return counts;
    });
    const words = new Map(terms.filter(() => next() < 0.2).map((t) => [`${t}s`, next() < 0.5 ? t : `${t}x`]));
    return { tf, lengths: tf.map((c) => c.size), words };
  });
  return encodeEntry(sections);
}
