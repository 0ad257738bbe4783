/**
 * The audits split over several test files (./html-validity.ts, ./accessibility.ts) still check everything: their
 * parts together cover every page or check exactly once, and each part has the test file that registers it.
 */
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { AUDIT_CHECKS, AUDIT_PARTS } from './accessibility.js';
import { pagesOfPart, PARTS } from './html-validity.js';

const here = path.dirname(fileURLToPath(import.meta.url));

test('the parts of the html-validate audit cover every page once, each part non-empty', () => {
  const files = Array.from({ length: 10 }, (_, i) => `p${i}/index.html`).reverse();
  const parts = Array.from({ length: PARTS }, (_, i) => pagesOfPart(files, i + 1));
  assert.deepEqual(parts.flat().sort(), [...files].sort());
  for (const part of parts) assert.ok(part.length > 0);
});

test('the parts of the accessibility audit run every check once', () => {
  assert.deepEqual(AUDIT_PARTS.flat().sort(), [...AUDIT_CHECKS].sort());
});

test('each part of the audits has its test file', () => {
  const expected = [
    ...Array.from({ length: PARTS }, (_, i) => `html-validity-${i + 1}.test.ts`),
    ...AUDIT_PARTS.map((_, i) => `accessibility-${i + 1}.test.ts`),
  ];
  assert.deepEqual(
    expected.filter((file) => !existsSync(path.join(here, file))),
    [],
  );
});
