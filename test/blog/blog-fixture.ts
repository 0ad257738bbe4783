/** Blog fixture sites generated in the test: `n` dated posts, newest last in file order. */
import type { BuiltFixture, FixtureFiles } from '../helpers/fixture-site.js';

/** The day of post `i` (0-based): one post a day from 2020-01-01, so post `n-1` is the newest. */
export function postDate(i: number): string {
  return new Date(Date.UTC(2020, 0, 1 + i)).toISOString().slice(0, 10);
}

/** The slug of post `i`. */
export function postSlug(i: number): string {
  return `post-${String(i).padStart(3, '0')}`;
}

/** `n` posts as fixture files; `tags(i)` gives a post's tags. */
export function generatePosts(n: number, tags: (i: number) => string[] = () => []): FixtureFiles {
  const files: FixtureFiles = {};
  for (let i = 0; i < n; i++) {
    const tagLine = tags(i).length
      ? `tags: [${tags(i)
          .map((t) => JSON.stringify(t))
          .join(', ')}]\n`
      : '';
    files[`content/blog/${postSlug(i)}.md`] =
      `---\ndate: ${postDate(i)}\ntitle: Post ${i}\n${tagLine}---\n\nBody of post ${i}.\n\n<!-- truncate -->\n\nMore of post ${i}.\n`;
  }
  return files;
}

/** The site paths of the built routes of blog kinds, sorted. */
export function blogPaths(site: BuiltFixture, locale = 'en'): string[] {
  const model = site.models.find((m) => m.locale === locale)!;
  return model.table.routes
    .filter((r) => r.kind.startsWith('blog'))
    .map((r) => r.path)
    .sort();
}

/** `/blog/page/2` ... `/blog/page/<last>` below `base`. */
export function pagePaths(base: string, last: number): string[] {
  return Array.from({ length: Math.max(0, last - 1) }, (_, i) => `${base}/page/${i + 2}`);
}

/** Hrefs of the 'Newer Entries' and 'Older Entries' links of a list page (null when absent). */
export function listPager(html: string): { newer: string | null; older: string | null } {
  const newer =
    /<a class="pager__link pager__link--prev" href="([^"]+)" rel="prev"><span class="pager__label">« Newer Entries<\/span><\/a>/.exec(
      html,
    );
  const older =
    /<a class="pager__link pager__link--next" href="([^"]+)" rel="next"><span class="pager__label">Older Entries »<\/span><\/a>/.exec(
      html,
    );
  return { newer: newer?.[1] ?? null, older: older?.[1] ?? null };
}

/** Titles of the posts listed on a list page, in order. */
export function listedTitles(html: string): string[] {
  return [...html.matchAll(/<h2 class="post-header__title"><a href="[^"]*">([^<]*)<\/a><\/h2>/g)].map((m) => m[1]);
}
