/**
 * The counts the build prints (`3,112 routes`) read as `Intl.NumberFormat('en-US')` writes them, without making one
 * (see `formatCount` in src/logger.ts).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatCount } from '../../src/logger.js';

test('a count has a comma between thousands, as en-US numbers do', () => {
  const english = new Intl.NumberFormat('en-US');
  for (const n of [0, 7, 42, 999, 1000, 3112, 24784, 100000, 999999, 1000000, 1234567890])
    assert.equal(formatCount(n), english.format(n), String(n));
});
