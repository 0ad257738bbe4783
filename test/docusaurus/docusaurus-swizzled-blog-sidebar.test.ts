import assert from 'node:assert/strict';
import { test } from 'node:test';
import { docusaurusSites, ignoredLines } from './docusaurus-fixture.js';

const site = docusaurusSites();

const BLOG = {
  'docusaurus.config.js': `module.exports = {
  title: 'Dino', url: 'https://dino.example', baseUrl: '/',
  i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },
  presets: [['classic', { docs: false, blog: { blogSidebarTitle: 'All posts', blogSidebarCount: 'ALL' } }]],
};
`,
  'blog/2023-01-01-first.md': '---\ntitle: First\n---\nOld news.\n',
  'blog/2024-02-01-second.md': '---\ntitle: Second\n---\nNew news.\n',
};

/** react-native-website's: the posts under a heading per year, the current one marked by NavLink. */
const DESKTOP = `import React from 'react';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';
export default function BlogSidebarDesktop({ sidebar }) {
  let cachedYear = null;
  return (
    <aside className="col col--3">
      <nav className={styles.sidebar} aria-label="Blog recent posts navigation">
        <div className={styles.sidebarHeader}>{sidebar.title}</div>
        <ul className="clean-list">
          {sidebar.items.map((item) => {
            const postYear = item.permalink.split('/')[2];
            const yearHeader = cachedYear !== postYear && <h5>{postYear}</h5>;
            cachedYear = postYear;
            return (
              <React.Fragment key={item.permalink}>
                {yearHeader}
                <li><Link isNavLink to={item.permalink} className="post-link" activeClassName={styles.active}>{item.title}</Link></li>
              </React.Fragment>
            );
          })}
        </ul>
      </nav>
    </aside>
  );
}
`;

const MOBILE = `import React from 'react';
import Link from '@docusaurus/Link';
import { NavbarSecondaryMenuFiller } from '@docusaurus/theme-common';
function Menu({ sidebar }) {
  return (
    <ul className="menu__list blog-menu__list">
      {sidebar.items.map((item) => (
        <li key={item.permalink} className="menu__list-item">
          <Link isNavLink to={item.permalink} className="menu__link" activeClassName="menu__link--active">{item.title}</Link>
        </li>
      ))}
    </ul>
  );
}
export default function BlogSidebarMobile(props) {
  return <NavbarSecondaryMenuFiller component={Menu} props={props} />;
}
`;

test('a swizzled BlogSidebar/Desktop is the sidebar of each blog page, its Mobile the menu\u2019s, with the current post marked', async () => {
  const b = await site({
    ...BLOG,
    'src/theme/BlogSidebar/Desktop/index.js': DESKTOP,
    'src/theme/BlogSidebar/Desktop/styles.module.css':
      '.sidebar { position: sticky; }\n.sidebarHeader { font-weight: bold; }\n.active { font-weight: 700; }\n',
    'src/theme/BlogSidebar/Mobile/index.js': MOBILE,
  });
  const second = b.page('/blog/2024/02/01/second');
  // The site's sidebar, newest first, a heading per year, the post being read marked as NavLink marks it.
  assert.match(
    second,
    /<aside class="col col--3"><nav class="\w*sidebar_\w+" aria-label="Blog recent posts navigation"><div class="\w*sidebarHeader_\w+">All posts<\/div><ul class="clean-list"><h5>2024<\/h5><li><a href="\/blog\/2024\/02\/01\/second" class="post-link \w*active_\w+" aria-current="page">Second<\/a><\/li><h5>2023<\/h5><li><a href="\/blog\/2023\/01\/01\/first" class="post-link">First<\/a><\/li><\/ul><\/nav><\/aside>/,
  );
  // The menu's panel is the site's Mobile list (the mobile menu copies the first sidebar aside), hidden on the page.
  assert.match(
    second,
    /<aside class="sidebar blog-sidebar" hidden=""><ul class="menu__list blog-menu__list"><li class="menu__list-item"><a href="\/blog\/2024\/02\/01\/second" class="menu__link menu__link--active" aria-current="page">Second<\/a><\/li>/,
  );
  // sitegen's own sidebar is not drawn beside them.
  assert.doesNotMatch(second, /sidebar__nav/);
  // The blog's list pages get it too, with no post marked; each language links within itself.
  assert.match(b.page('/blog'), /<li><a href="\/blog\/2024\/02\/01\/second" class="post-link">Second<\/a><\/li>/);
  assert.match(
    b.page('/fr/blog'),
    /<li><a href="\/fr\/blog\/2024\/02\/01\/second" class="post-link">Second<\/a><\/li>/,
  );
  assert.ok(!ignoredLines(b).some((l) => l.includes('BlogSidebar')), ignoredLines(b).join('\n'));
});

test('a swizzled BlogSidebar draws the sidebar; the menu keeps sitegen\u2019s list of posts', async () => {
  const b = await site({
    ...BLOG,
    'src/theme/BlogSidebar/index.js': `import React from 'react';
export default function BlogSidebar({ sidebar }) {
  return <aside id="mine">{sidebar.title}: {sidebar.items.map((i) => i.title).join(', ')}</aside>;
}
`,
  });
  const first = b.page('/blog/2023/01/01/first');
  assert.match(first, /<aside id="mine">All posts: Second, First<\/aside>/);
  assert.match(first, /<aside class="sidebar blog-sidebar" hidden=""><nav class="sidebar__nav"/);
  assert.ok(!ignoredLines(b).some((l) => l.includes('BlogSidebar')), ignoredLines(b).join('\n'));
});

test('a swizzled BlogSidebar/Mobile alone fills the menu; the page keeps sitegen\u2019s sidebar', async () => {
  const b = await site({ ...BLOG, 'src/theme/BlogSidebar/Mobile/index.js': MOBILE });
  const first = b.page('/blog/2023/01/01/first');
  // The menu copies the first sidebar aside: the site's list comes before sitegen's.
  assert.match(
    first,
    /<aside class="sidebar blog-sidebar" hidden=""><ul class="menu__list blog-menu__list">.*<\/ul><\/aside><aside class="col col--3 sidebar blog-sidebar"><nav class="sidebar__nav"/,
  );
});

test('a swizzled BlogSidebar/Desktop whose code needs the browser is HTML, and a warning names it', async () => {
  const b = await site({
    ...BLOG,
    'src/theme/BlogSidebar/Desktop/index.js': `import React, { useState } from 'react';
export default function Desktop({ sidebar }) {
  const [open, setOpen] = useState(true);
  return <aside id="mine" onClick={() => setOpen(!open)}>{open ? sidebar.title : ''}</aside>;
}
`,
  });
  assert.match(b.page('/blog'), /<aside id="mine">All posts<\/aside>/);
  const warning = b.warnings.find((w) => w.file?.endsWith('src/theme/BlogSidebar/Desktop/index.js'));
  assert.match(
    warning?.message ?? '',
    /^the blog sidebar is drawn as HTML, as it first renders, and its script does not run in the browser \(src\/theme\/BlogSidebar\/Desktop\/index\.js needs the browser\); what it shows after the page loads is not shown; draw it from its props alone$/,
  );
});

test('a swizzled BlogSidebar that wraps the original draws sitegen\u2019s sidebar with its own parts', async () => {
  const b = await site({
    ...BLOG,
    'src/theme/BlogSidebar/index.js': `import React from 'react';
import BlogSidebar from '@theme-original/BlogSidebar';
export default function Wrapper(props) {
  return <><BlogSidebar {...props} /><p id="below">{props.sidebar.items.length} posts</p></>;
}
`,
  });
  assert.match(
    b.page('/blog/2023/01/01/first'),
    /<div class="blog-sidebar-part"><aside class="col col--3 sidebar blog-sidebar"><nav class="sidebar__nav" aria-label="All posts"><div class="sidebar__title">All posts<\/div><ul class="menu"><li class="menu__item menu__list-item"><a href="\/blog\/2024\/02\/01\/second" class="menu__link">Second<\/a><\/li><li class="menu__item menu__list-item"><a href="\/blog\/2023\/01\/01\/first" class="menu__link menu__link--active" aria-current="page">First<\/a><\/li><\/ul><\/nav><\/aside><p id="below">2 posts<\/p><\/div>/,
  );
});

test('a swizzled BlogSidebar index gets the site\u2019s own Desktop, and theme-classic\u2019s Mobile where it has none', async () => {
  const b = await site({
    ...BLOG,
    'src/theme/BlogSidebar/index.js': `import React from 'react';
import Desktop from '@theme/BlogSidebar/Desktop';
import Mobile from '@theme/BlogSidebar/Mobile';
export default function BlogSidebar(props) {
  return <><Desktop {...props} /><div id="phone"><Mobile {...props} /></div></>;
}
`,
    'src/theme/BlogSidebar/Desktop/index.js': `export default function Desktop({ sidebar }) { return <aside id="mine">{sidebar.title}</aside>; }\n`,
  });
  assert.match(
    b.page('/blog'),
    /<aside id="mine">All posts<\/aside><div id="phone"><ul class="menu__list"><li class="menu__item menu__list-item"><a href="\/blog\/2024\/02\/01\/second" class="menu__link">Second<\/a>/,
  );
});
