/**
 * `sitegen build --profile`: a CPU profile of one thread (the main one, or a render thread), taken with the
 * inspector. The inspector is imported only when a profile is asked for: it costs start-up time otherwise.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createRequire } from 'node:module';

// Required, not `import()`ed: `import()` fails in a bundle run through V8's code cache (src/code-cache.ts).
const require = createRequire(import.meta.url);

/** Profile this thread until the returned function writes the profile to `file`. */
export async function startProfile(file: string): Promise<() => Promise<void>> {
  const { Session } = require('node:inspector/promises') as typeof import('node:inspector/promises');
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return async () => {
    const { profile } = await session.post('Profiler.stop');
    // `--profile profiles/run.cpuprofile` names a folder that need not exist yet.
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, JSON.stringify(profile));
    session.disconnect();
  };
}
