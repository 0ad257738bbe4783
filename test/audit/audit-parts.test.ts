/**
 * The accessibility audit split over several test files (./accessibility.ts) still checks everything: its parts
 * together run every check exactly once, and each part has the test file that registers it.
 */
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { AUDIT_CHECKS, AUDIT_PARTS } from './accessibility.js';

const here = path.dirname(fileURLToPath(import.meta.url));

test('the parts of the accessibility audit run every check once', () => {
  assert.deepEqual(AUDIT_PARTS.flat().sort(), [...AUDIT_CHECKS].sort());
});

test('each part of the audit has its test file', () => {
  const expected = AUDIT_PARTS.map((_, i) => `accessibility-${i + 1}.test.ts`);
  assert.deepEqual(
    expected.filter((file) => !existsSync(path.join(here, file))),
    [],
  );
});
