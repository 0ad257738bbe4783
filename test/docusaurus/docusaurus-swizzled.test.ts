import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatError } from '../../src/errors.js';
import { docusaurusSites, ignoredLines } from './docusaurus-fixture.js';

const site = docusaurusSites();

const FOOTER_CONFIG = `module.exports = {
  title: 'Dino', url: 'https://dino.example', baseUrl: '/',
  i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },
  presets: [['classic', { docs: { sidebarPath: 'sidebars.js' } }]],
  themeConfig: {
    footer: { style: 'dark', links: [{ title: 'Docs', items: [{ label: 'Intro', to: '/docs/intro' }] }], copyright: 'Copyright Dino' },
  },
};
`;

test('a swizzled src/theme/Footer that wraps @theme-original/Footer is the footer of every page, in each language', async () => {
  // webdriver.io's: the original footer with its own element beside it.
  const b = await site({
    'docusaurus.config.js': FOOTER_CONFIG,
    'src/theme/Footer/index.js': `import React from 'react';
import Footer from '@theme-original/Footer';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
export default function FooterWrapper(props) {
  const { i18n } = useDocusaurusContext();
  return <><aside id="beside-footer"><Translate id="footer.ask">Ask the dino</Translate> ({i18n.currentLocale})</aside><Footer {...props} /></>;
}
`,
    'i18n/fr/code.json': JSON.stringify({ 'footer.ask': { message: 'Demandez au dino' } }),
  });
  for (const [url, text] of [
    ['/docs/intro', 'Ask the dino (en)'],
    ['/fr/docs/intro', 'Demandez au dino (fr)'],
  ]) {
    const page = b.page(url);
    assert.match(page, new RegExp(`<aside id="beside-footer">${text.replace(/[()]/g, '\\$&')}</aside>`));
    // sitegen's own footer follows it, drawn from themeConfig.footer.
    assert.match(
      page,
      /<\/aside><div style="display:contents"><footer class="footer footer--dark"[^>]*>.*Copyright Dino/s,
    );
    assert.equal(page.match(/<footer class="footer/g)?.length, 1, 'one footer: the wrapper draws the original once');
  }
  assert.ok(!ignoredLines(b).some((l) => l.includes('Footer')), ignoredLines(b).join('\n'));
});

test('an ejected src/theme/Footer, with its own parts, draws the footer from useThemeConfig', async () => {
  // Detox's: theme-classic's Footer copied into the site, its parts under src/theme/Footer/, one with a CSS module.
  const b = await site({
    'docusaurus.config.js': FOOTER_CONFIG,
    'src/theme/Footer/index.js': `import React from 'react';
import { useThemeConfig } from '@docusaurus/theme-common';
import FooterLinks from '@theme/Footer/Links';
export default React.memo(function Footer() {
  const { footer } = useThemeConfig();
  if (!footer) return null;
  return <footer className="footer my-footer"><FooterLinks links={footer.links} /><div className="footer__copyright">{footer.copyright}</div></footer>;
});
`,
    'src/theme/Footer/Links/index.js': `import Link from '@docusaurus/Link';
import styles from './styles.module.css';
export default function FooterLinks({ links }) {
  return <div className={styles.links}>{links.map((c) => <ul key={c.title}>{c.items.map((i) => <li key={i.label}><Link to={i.to}>{i.label}</Link></li>)}</ul>)}</div>;
}
`,
    'src/theme/Footer/Links/styles.module.css': '.links { display: flex; gap: 17px; }\n',
  });
  const page = b.page('/docs/intro');
  assert.match(
    page,
    /<footer class="footer my-footer"><div class="([\w-]*links_[\w-]+)"><ul><li><a href="\/docs\/intro">Intro<\/a>/,
  );
  assert.match(page, /<div class="footer__copyright">Copyright Dino<\/div><\/footer>/);
  assert.doesNotMatch(page, /footer--dark/, "sitegen's footer is not drawn beside it");
  const css = [...b.writer.files.keys()].filter((f) => f.endsWith('.css')).map((f) => b.writer.text(f));
  assert.ok(
    css.some((c) => /\.[\w-]*links_[\w-]+\s*\{\s*display: ?flex;\s*gap: ?17px/.test(c)),
    'its CSS module is in the CSS',
  );
});

test('a swizzled Footer that throws while rendering stops the build naming its file', async () => {
  await assert.rejects(
    site({
      'src/theme/Footer.js': `export default function Footer() { throw new Error('no footer today'); }\n`,
    }),
    (error: Error) => {
      const text = formatError(error);
      assert.match(text, /src\/theme\/Footer\.js/);
      assert.match(text, /no footer today/);
      return true;
    },
  );
});

test('a swizzled Footer that keeps state is an island on every page; one that only draws is HTML', async () => {
  const counter = await site({
    'src/theme/Footer/index.js': `import React, { useState } from 'react';
import Footer from '@theme-original/Footer';
export default function FooterWrapper() {
  const [n, setN] = useState(0);
  return <><button id="count" onClick={() => setN(n + 1)}>{n}</button><Footer /></>;
}
`,
  });
  for (const url of ['/docs/intro', '/404.html']) {
    const page = url.endsWith('.html') ? counter.writer.text('404.html') : counter.page(url);
    assert.match(
      page,
      /<sitegen-island data-src="[^"]+" data-island="src\/theme\/Footer\/index\.js#default"[^>]*><button id="count">0<\/button>/,
    );
  }
  const drawn = await site({
    'src/theme/Footer/index.js': `import Link from '@docusaurus/Link';
export default function Footer() { return <footer className="footer"><Link to="/docs/intro">Intro</Link></footer>; }
`,
  });
  assert.match(drawn.page('/docs/intro'), /<footer class="footer"><a href="\/docs\/intro">Intro<\/a><\/footer>/);
  assert.doesNotMatch(drawn.page('/docs/intro'), /<sitegen-island/);
});

test("useThemeConfig() gives the navbar and footer in the page's language, as Docusaurus translates them", async () => {
  const b = await site({
    'docusaurus.config.js': FOOTER_CONFIG.replace(
      'footer:',
      "navbar: { title: 'Dino', items: [{ to: '/docs/intro', label: 'Learn' }] },\n    footer:",
    ),
    'src/theme/Footer/index.js': `import { useThemeConfig } from '@docusaurus/theme-common';
export default function Footer() {
  const { navbar, footer } = useThemeConfig();
  const [column] = footer.links;
  return <footer className="footer" id="words">{[navbar.title, navbar.items[0].label, column.title, column.items[0].label, footer.copyright].join(' | ')}</footer>;
}
`,
    'i18n/fr/docusaurus-theme-classic/navbar.json': JSON.stringify({
      title: { message: 'Dinosaure' },
      'item.label.Learn': { message: 'Apprendre' },
    }),
    'i18n/fr/docusaurus-theme-classic/footer.json': JSON.stringify({
      'link.title.Docs': { message: 'Documentation' },
      'link.item.label.Intro': { message: 'Introduction' },
      copyright: { message: 'Droits Dino' },
    }),
  });
  assert.match(
    b.page('/docs/intro'),
    /<footer class="footer" id="words">Dino \| Learn \| Docs \| Intro \| Copyright Dino<\/footer>/,
  );
  assert.match(
    b.page('/fr/docs/intro'),
    /<footer class="footer" id="words">Dinosaure \| Apprendre \| Documentation \| Introduction \| Droits Dino<\/footer>/,
  );
});

test("a swizzled src/theme/MDXContent draws around every page's Markdown, in each language", async () => {
  // pnpm's: an ad slot and its script above the original content.
  const b = await site({
    'docusaurus.config.js': FOOTER_CONFIG,
    'src/theme/MDXContent/index.js': `import React from 'react';
import MDXContent from '@theme-original/MDXContent';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
export default function MDXContentWrapper(props) {
  const { i18n } = useDocusaurusContext();
  return <><div id="ad-slot" data-locale={i18n.currentLocale} /><MDXContent {...props} /><script dangerouslySetInnerHTML={{ __html: 'window.ad = 1;' }} /></>;
}
`,
    'blog/2024-01-02-hello.md': '---\ntitle: Hello\n---\n\nHi there.\n',
    'blog/2024-01-03-long.md': '---\ntitle: Long\n---\n\nThe start.\n\n<!--truncate-->\n\nThe rest.\n',
    'src/pages/about.md': '# About\n\nDinos.\n',
  });
  const around = (locale: string, body: string) =>
    new RegExp(
      `<div class="(?:theme-doc-markdown )?markdown"><div id="ad-slot" data-locale="${locale}"></div>${body}<script>window.ad = 1;</script></div>`,
      's',
    );
  assert.match(b.page('/docs/intro'), around('en', '<h1>Intro</h1>\\n<p>Hello.</p>\\n'));
  assert.match(b.page('/fr/docs/intro'), around('fr', '<h1>Intro</h1>\\n<p>Hello.</p>\\n'));
  assert.match(b.page('/blog/2024/01/02/hello'), around('en', '<p>Hi there.</p>\\n'));
  assert.match(b.page('/about'), around('en', '<h1>About</h1>\\n<p>Dinos.</p>\\n'));
  // A post's excerpt on the blog's list too, as theme-classic's BlogPostItem wraps it (ids are left out there).
  assert.match(
    b.page('/blog'),
    /<div class="markdown"><div data-locale="en"><\/div><p>The start.<\/p>\n<script>window.ad = 1;<\/script><\/div>/,
  );
  assert.ok(!ignoredLines(b).some((l) => l.includes('MDXContent')), ignoredLines(b).join('\n'));
});

test('a swizzled MDXContent that drops its children, or needs the browser, is named', async () => {
  await assert.rejects(
    site({ 'src/theme/MDXContent.js': `export default function MDXContent() { return <div>no content</div>; }\n` }),
    (error: Error) => {
      const text = formatError(error);
      assert.match(text, /src\/theme\/MDXContent\.js renders its children 0 times/);
      return true;
    },
  );
  const b = await site({
    'src/theme/MDXContent.js': `import { useState } from 'react';
export default function MDXContent({ children }) { const [n] = useState(1); return <div data-n={n}>{children}</div>; }
`,
  });
  assert.match(b.page('/docs/intro'), /<div class="theme-doc-markdown markdown"><div data-n="1"><h1>Intro<\/h1>/);
  const warning = b.warnings.find((w) => w.file?.endsWith('MDXContent.js'));
  assert.match(
    warning?.message ?? '',
    /drawn around each page's Markdown as HTML, and its script does not run in the browser \(src\/theme\/MDXContent\.js needs the browser\)/,
  );
});

const SIDEBARS = "module.exports = { docs: ['intro'] };\n";

const LOGO_CONFIG = `module.exports = {
  title: 'Dino', url: 'https://dino.example', baseUrl: '/',
  i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },
  presets: [['classic', { docs: { sidebarPath: 'sidebars.js' } }]],
  themeConfig: { navbar: { title: 'Dino', logo: { alt: 'Dino logo', src: 'img/logo.svg' } } },
};
`;

test("a swizzled DocSidebar that wraps theme-classic's draws around each doc's sidebar, in each language", async () => {
  // ionic-docs': the site's logo (theme-classic's Logo) above the original sidebar.
  const b = await site({
    'docusaurus.config.js': LOGO_CONFIG,
    'sidebars.js': SIDEBARS,
    'src/theme/DocSidebar/index.tsx': `import React from 'react';
import DocSidebar from '@theme-original/DocSidebar';
import Logo from '@theme-original/Logo';
export default function DocSidebarWrapper(props) {
  return <><Logo /><DocSidebar {...props} /><p className="sidebar-note">Edit on GitHub</p></>;
}
`,
  });
  const column = (url: string) =>
    /<aside class="theme-doc-sidebar-container[^"]*">([\s\S]*?)<\/aside>/.exec(b.page(url))?.[1];
  for (const [url, home] of [
    ['/docs/intro', '/'],
    ['/fr/docs/intro', '/fr/'],
  ]) {
    const html = column(url) ?? '';
    assert.match(
      html,
      new RegExp(`^<a href="${home}"><img src="/img/logo.svg" alt="Dino logo"/><b>Dino</b></a><div class="sidebar">`),
      url,
    );
    assert.match(html, /<a[^>]*href="[^"]*docs\/intro"[^>]*>Intro<\/a>/, url);
    assert.match(html, /<\/div><p class="sidebar-note">Edit on GitHub<\/p>$/, url);
  }
  const lines = ignoredLines(b).filter((l) => l.includes('DocSidebar'));
  assert.deepEqual(lines, [
    "- src/theme/DocSidebar/index.tsx: a swizzled DocSidebar that wraps theme-classic's, drawn once per language around each doc's sidebar; it is given no props (not the page's path or sidebar), and what it draws beside <DocSidebar> is HTML",
  ]);
});

test('a swizzled DocSidebar of its own is not used, and named', async () => {
  const b = await site({
    'sidebars.js': SIDEBARS,
    'src/theme/DocSidebar.js': `export default function DocSidebar() { return <nav id="own-sidebar" />; }\n`,
  });
  assert.doesNotMatch(b.page('/docs/intro'), /own-sidebar/);
  assert.match(b.page('/docs/intro'), /<aside class="theme-doc-sidebar-container[^"]*"><div class="sidebar">/);
  assert.deepEqual(
    ignoredLines(b).filter((l) => l.includes('DocSidebar')),
    [
      "- src/theme/DocSidebar.js: a swizzled DocSidebar, not used: sitegen draws its own sidebar; one that wraps theme-classic's (importing @theme-original/DocSidebar) is drawn around it",
    ],
  );
});

const DOC_FOOTER_CONFIG = `module.exports = {
  title: 'Dino', url: 'https://dino.example', baseUrl: '/',
  i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },
  presets: [['classic', { docs: { sidebarPath: 'sidebars.js', editUrl: 'https://github.com/dino/site/edit/main/' } }]],
};
`;

test("a swizzled src/theme/DocItem/Footer draws each doc's footer from useDoc(), in each language", async () => {
  // casbin's: theme-classic's DocItem/Footer ejected, with the doc's authors from its front matter.
  const b = await site({
    'docusaurus.config.js': DOC_FOOTER_CONFIG,
    'docs/intro.md': '---\ntags: [dinos, bones]\nauthors: [rex]\n---\n# Intro\n\nHello.\n',
    'docs/plain.md': '# Plain\n\nNo tags.\n',
    'src/theme/DocItem/Footer/index.js': `import React from 'react';
import clsx from 'clsx';
import { ThemeClassNames } from '@docusaurus/theme-common';
import { useDoc } from '@docusaurus/theme-common/internal';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import EditThisPage from '@theme/EditThisPage';
import TagsListInline from '@theme/TagsListInline';
import LastUpdated from '@theme/LastUpdated';
export default function DocItemFooter() {
  const { metadata } = useDoc();
  const { i18n } = useDocusaurusContext();
  const authors = metadata.frontMatter.authors || ['dino'];
  return (
    <footer className={clsx(ThemeClassNames.docs.docFooter, 'docusaurus-mt-lg')}>
      {metadata.tags.length > 0 && <div className={ThemeClassNames.docs.docFooterTagsRow + " row"}><div className="col"><TagsListInline tags={metadata.tags} /></div></div>}
      <div className="row"><div className="col"><EditThisPage editUrl={metadata.editUrl} /></div>
      <div className="col" id="by">{metadata.title} by {authors.join(', ')} ({i18n.currentLocale}, {metadata.unversionedId})</div></div>
      <LastUpdated lastUpdatedAt={1609545600} formattedLastUpdatedAt="Jan 2, 2021" lastUpdatedBy="Ada" />
      <p id="by-only"><LastUpdated lastUpdatedBy="Grace" /></p>
    </footer>
  );
}
`,
    'i18n/fr/code.json': JSON.stringify({ 'theme.common.editThisPage': { message: 'Modifier cette page' } }),
  });
  const intro = b.page('/docs/intro');
  assert.match(intro, /<footer class="theme-doc-footer docusaurus-mt-lg">/);
  assert.match(intro, /<div class="col" id="by">Intro by rex \(en, intro\)<\/div>/);
  assert.match(
    intro,
    /<span class="theme-last-updated">Last updated on <b><time dateTime="2021-01-02T00:00:00.000Z">Jan 2, 2021<\/time><\/b> by <b>Ada<\/b><\/span>/,
  );
  // An author without a date, as theme-classic's sentence reads with its date part empty.
  assert.match(intro, /<p id="by-only"><span class="theme-last-updated">Last updated by <b>Grace<\/b><\/span><\/p>/);
  assert.match(
    intro,
    /<a href="https:\/\/github.com\/dino\/site\/edit\/main\/docs\/intro.md" target="_blank" rel="noreferrer noopener" class="theme-edit-this-page"><svg[^>]*class="iconEdit_Z9Sw"[^>]*>.*?<\/svg>Edit this page<\/a>/,
  );
  assert.match(
    intro,
    /<div class="theme-doc-footer-tags-row row"><div class="col"><b>Tags:<\/b><ul class="tags_jXut padding--none margin-left--sm"><li class="tag_QGVx"><a href="\/docs\/tags\/dinos" class="tag_zVej tagRegular_sFm0">dinos<\/a><\/li>/,
  );
  // The site's footer is the doc's footer: sitegen's own is not drawn beside it.
  assert.doesNotMatch(intro, /class="doc__footer"|post-tags/);
  assert.match(b.page('/docs/plain'), /<div class="col" id="by">Plain by dino \(en, plain\)<\/div>/);
  const fr = b.page('/fr/docs/intro');
  assert.match(fr, /<div class="col" id="by">Intro by rex \(fr, intro\)<\/div>/);
  assert.match(fr, /<\/svg>Modifier cette page<\/a>/);
  assert.match(fr, /href="\/fr\/docs\/tags\/dinos"/);
  assert.ok(!ignoredLines(b).some((l) => l.includes('DocItem')), ignoredLines(b).join('\n'));
});

test('a swizzled DocItem/Footer that keeps state is an island on doc pages, with the doc it reads', async () => {
  const b = await site({
    'src/theme/DocItem/Footer/index.js': `import React, { useState } from 'react';
import { useDoc } from '@docusaurus/theme-common/internal';
export default function DocItemFooter() {
  const { metadata } = useDoc();
  const [voted, setVoted] = useState(false);
  return <button id="vote" onClick={() => setVoted(true)}>{voted ? 'Thanks' : 'Rate ' + metadata.title}</button>;
}
`,
    'src/theme/DocItem/Metadata/index.js': `export default function Metadata() { return null; }\n`,
  });
  const page = b.page('/docs/intro');
  const island =
    /<sitegen-island [^>]*data-island="src\/theme\/DocItem\/Footer\/index\.js#default"[^>]*><button id="vote">Rate Intro<\/button>/;
  assert.match(page, island);
  // The page carries the doc's metadata for the browser, not its whole entry (its HTML).
  const snapshot = JSON.parse(
    page
      .match(/data-island="src\/theme\/DocItem\/Footer[^>]*data-page="([^"]*)"/)![1]
      .replaceAll('&quot;', '"')
      .replaceAll('&amp;', '&'),
  );
  assert.equal(snapshot.doc.title, 'Intro');
  assert.equal(snapshot.entry, null);
  // The DocItem parts sitegen does not use are still named.
  assert.ok(
    ignoredLines(b).some((l) => l.includes('src/theme/DocItem/Metadata/: a swizzled DocItem/Metadata')),
    ignoredLines(b).join('\n'),
  );
});
