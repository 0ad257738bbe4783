import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { formatError } from '../../src/errors.js';
import { buildFixture, type BuiltFixture } from '../helpers/fixture-site.js';

const built: BuiltFixture[] = [];
after(() => Promise.all(built.map((b) => b.cleanup())));

const FIELDS = {
  date: '2024-04-18',
  node: '20.11.1',
  v8: '12.4',
  uv: '1.46.0',
  zlib: '1.3.0.1-motley',
  openssl: '1.1.1',
  modules: '123',
  chrome: '124.0.6367.60',
  files: ['darwin-x64', 'linux-x64', 'win32-x64'],
};
const good = () => ({
  stable: { version: '30.0.1', ...FIELDS },
  prerelease: { version: '31.0.0-alpha.2', ...FIELDS },
  nightly: { version: '32.0.0-nightly.20240423', ...FIELDS },
});

const page = `import type { PageData } from 'sitegen/page';\nexport default function R({ releases }: PageData) { return <p>{releases!.nightly.version} {releases!.prerelease.chrome}</p>; }\n`;

test('valid release data reaches pages typed', async () => {
  const b = await buildFixture({
    'content/data/releases.json': JSON.stringify(good(), null, 2),
    'content/pages/r.tsx': page,
  });
  built.push(b);
  assert.match(b.page('/r'), /<p>32.0.0-nightly.20240423 124.0.6367.60<\/p>/);
});

test('a channel entry missing a field stops the build naming the field, the channel and the file', async () => {
  const data = good() as Record<string, Record<string, unknown>>;
  delete data.prerelease.chrome;
  await assert.rejects(
    () => buildFixture({ 'content/data/releases.json': JSON.stringify(data, null, 2) }),
    (error: Error) => {
      assert.equal(error.message, 'releases.json: the "prerelease" release is missing the field "chrome"');
      const text = formatError(error);
      assert.match(text, /at .*content\/data\/releases\.json:18/, 'points at the channel');
      assert.match(text, /> 18 \| {3}"prerelease": \{/);
      assert.match(text, /fix: add "chrome" to the "prerelease" entry/);
      return true;
    },
  );
});

test('a missing channel, a missing files list and a wrong type are each named', async () => {
  const noNightly = good() as Record<string, unknown>;
  delete noNightly.nightly;
  await assert.rejects(
    () => buildFixture({ 'content/data/releases.json': JSON.stringify(noNightly) }),
    /releases\.json is missing the release channel "nightly"/,
  );
  const noFiles = good() as Record<string, Record<string, unknown>>;
  delete noFiles.stable.files;
  await assert.rejects(
    () => buildFixture({ 'content/data/releases.json': JSON.stringify(noFiles) }),
    /the "stable" release is missing the field "files"/,
  );
  const numeric = good() as Record<string, Record<string, unknown>>;
  numeric.stable.modules = 123;
  await assert.rejects(
    () => buildFixture({ 'content/data/releases.json': JSON.stringify(numeric) }),
    /"stable\.modules" must be a non-empty string, got 123/,
  );
});
