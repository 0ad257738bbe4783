/**
 * 'Last updated' from git: one `git log` per build gives each doc its last commit's time and author; a file git
 * does not know keeps its own time; outside a repository file times are used.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { utimesSync } from 'node:fs';
import path from 'node:path';
import { after, test } from 'node:test';
import { build } from '../../src/commands/build.js';
import { gitLastUpdates } from '../../src/content/git-last-update.js';
import { silentLogger } from '../../src/logger.js';
import { MemoryWriter } from '../../src/output/writer.js';
import { configSource, writeFixture } from '../helpers/fixture-site.js';
import { rm } from 'node:fs/promises';

const roots: string[] = [];
after(() => Promise.all(roots.map((r) => rm(r, { recursive: true, force: true }))));

function git(cwd: string, args: string[], env: Record<string, string> = {}): void {
  execFileSync('git', args, {
    cwd,
    stdio: 'ignore',
    env: { ...process.env, GIT_CONFIG_NOSYSTEM: '1', HOME: cwd, ...env },
  });
}

function commit(cwd: string, message: string, author: string, unixTime: number): void {
  const date = `${unixTime} +0000`;
  git(cwd, ['-c', `user.name=${author}`, '-c', 'user.email=a@example.org', 'commit', '-q', '-m', message], {
    GIT_AUTHOR_DATE: date,
    GIT_COMMITTER_DATE: date,
  });
}

test('each doc gets its last commit time and author from one git log; uncommitted files keep their own time', async () => {
  const root = await writeFixture({
    'site.config.ts': configSource('docs: { showLastUpdateTime: true, showLastUpdateAuthor: true }'),
    'content/docs/a.md': '# A\n',
    'content/docs/b.md': '# B\n',
  });
  roots.push(root);
  git(root, ['init', '-q']);
  git(root, ['add', '.']);
  commit(root, 'first', 'Ada Lovelace', Date.UTC(2021, 0, 2) / 1000);
  execFileSync('sh', ['-c', 'echo "more" >> content/docs/b.md'], { cwd: root });
  git(root, ['add', '.']);
  commit(root, 'second', 'Grace Hopper', Date.UTC(2022, 5, 7) / 1000);
  execFileSync('sh', ['-c', 'echo "# C" > content/docs/c.md'], { cwd: root });
  const fileTime = new Date(Date.UTC(2023, 2, 4));
  utimesSync(path.join(root, 'content/docs/c.md'), fileTime, fileTime);

  const updates = gitLastUpdates(root, [path.join(root, 'content/docs')])!;
  assert.equal(updates.get(path.join(root, 'content/docs/a.md'))?.author, 'Ada Lovelace');
  assert.equal(updates.get(path.join(root, 'content/docs/b.md'))?.timeMs, Date.UTC(2022, 5, 7));

  const writer = new MemoryWriter();
  await build({ root, logger: silentLogger, writer, workers: 0, minify: false });
  assert.match(writer.text('docs/a/index.html'), /Last updated on January 2, 2021 by Ada Lovelace/);
  assert.match(writer.text('docs/b/index.html'), /Last updated on June 7, 2022 by Grace Hopper/);
  assert.match(writer.text('docs/c/index.html'), /Last updated on March 4, 2023</);
});

test('outside a git repository there is no git data', async () => {
  const root = await writeFixture({ 'content/docs/a.md': '# A\n' });
  roots.push(root);
  assert.equal(gitLastUpdates(root, [path.join(root, 'content/docs')]), null);
});

/** A Docusaurus site that shows last update times and authors, its docs committed as `committed` says. */
async function docusaurusSite(committed: 'all' | 'some' | 'none'): Promise<string> {
  const root = await writeFixture({
    'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/',
      presets: [['classic', { docs: { showLastUpdateTime: true, showLastUpdateAuthor: true } }]] };\n`,
    'docs/a.md': '# A\n',
  });
  roots.push(root);
  await rm(path.join(root, 'site.config.ts'));
  if (committed === 'none') return root;
  git(root, ['init', '-q']);
  git(root, ['add', '.']);
  commit(root, 'first', 'Ada Lovelace', Date.UTC(2021, 0, 2) / 1000);
  if (committed === 'some') execFileSync('sh', ['-c', 'echo "# B" > docs/b.md'], { cwd: root });
  return root;
}

test("a Docusaurus site's doc that git has no commit for shows no last update, as in Docusaurus, and one warning says why", async () => {
  for (const committed of ['none', 'some'] as const) {
    const root = await docusaurusSite(committed);
    const writer = new MemoryWriter();
    const { warnings } = await build({ root, logger: silentLogger, writer, workers: 0, minify: false });
    const uncommitted = committed === 'none' ? 'docs/a/index.html' : 'docs/b/index.html';
    assert.doesNotMatch(writer.text(uncommitted), /Last updated/, `${committed} committed: ${uncommitted}`);
    // As theme-classic 2.4's LastUpdated: a short month, the date and the author in bold.
    if (committed === 'some')
      assert.match(
        writer.text('docs/a/index.html'),
        /<span class="theme-last-updated">Last updated on <b><time dateTime="2021-01-02T00:00:00.000Z">Jan 2, 2021<\/time><\/b> by <b>Ada Lovelace<\/b><\/span>/,
      );
    const said = warnings.filter((w) => /last update/.test(w.message));
    assert.equal(said.length, 1, `${committed} committed: ${said.map((w) => w.message).join('; ')}`);
    assert.match(said[0].message, committed === 'none' ? /not in a git repository/ : /1 doc is not committed/);
  }
});

test('with only showLastUpdateAuthor, a doc says who last updated it and no date, as theme-classic does', async () => {
  for (const docusaurus of [false, true]) {
    const root = await writeFixture(
      docusaurus
        ? {
            'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/',
              presets: [['classic', { docs: { showLastUpdateAuthor: true } }]] };\n`,
            'docs/a.md': '# A\n',
          }
        : { 'site.config.ts': configSource('docs: { showLastUpdateAuthor: true }'), 'content/docs/a.md': '# A\n' },
    );
    roots.push(root);
    if (docusaurus) await rm(path.join(root, 'site.config.ts'));
    git(root, ['init', '-q']);
    git(root, ['add', '.']);
    commit(root, 'first', 'Ada Lovelace', Date.UTC(2021, 0, 2) / 1000);
    const writer = new MemoryWriter();
    await build({ root, logger: silentLogger, writer, workers: 0, minify: false });
    const page = writer.text('docs/a/index.html');
    if (docusaurus) assert.match(page, /<span class="theme-last-updated">Last updated by <b>Ada Lovelace<\/b><\/span>/);
    else assert.match(page, /<p class="doc__updated">Last updated by Ada Lovelace<\/p>/);
    assert.doesNotMatch(page, /2021/, 'no date');
  }
});
