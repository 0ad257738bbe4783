import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { describe, it } from 'node:test';
import { languageSteps } from '../../src/search/language-steps.js';
import { analyzeWord } from '../../templates/search/analyze.js';

describe('languageSteps', () => {
  it("stems each language with lunr-languages' stemmer and drops its stop words", () => {
    const steps = languageSteps();
    assert.equal(analyzeWord('running', 'en', steps), 'run');
    assert.equal(analyzeWord('benachrichtigungen', 'de', steps), 'benachricht');
    assert.equal(analyzeWord('und', 'de', steps), null);
    assert.equal(analyzeWord('fenêtres', 'fr', steps), 'fenêtr');
    assert.equal(analyzeWord('janelas', 'pt-BR', steps), 'janel');
    assert.equal(analyzeWord('окна', 'ru', steps), 'окн');
  });

  it('registers a language with lunr only when a word of it is first analysed', () => {
    // A process of its own: this one's lunr may have every language registered by the test above.
    const script = `
      import lunr from 'lunr';
      import { languageSteps } from './src/search/language-steps.ts';
      import { analyzeWord } from './templates/search/analyze.ts';
      const steps = languageSteps();
      const before = ['de', 'fr'].filter((code) => lunr[code]);
      analyzeWord('fenêtres', 'fr', steps);
      console.log(JSON.stringify({ before, after: ['de', 'fr'].filter((code) => lunr[code]) }));`;
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      encoding: 'utf8',
    });
    assert.equal(run.status, 0, run.stderr);
    assert.deepEqual(JSON.parse(run.stdout), { before: [], after: ['fr'] });
  });
});
