/**
 * A site's swizzled DocItem/Layout draws each doc's columns, as in Docusaurus: given the doc as its children and
 * `useDoc()`, with sitegen's markup where it renders theme-classic's pieces. ionic-docs' copies theme-classic's and
 * adds a phone demo beside the doc from front matter's `demoUrl`.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatError } from '../../src/errors.js';
import { docusaurusSites, ignoredLines } from './docusaurus-fixture.js';

const site = docusaurusSites();

/** theme-classic 2.4.3's DocItem/Layout, with ionic-docs' demo column (its `CUSTOM CODE`). */
const DEMO_LAYOUT = `import React from 'react';
import clsx from 'clsx';
import {useWindowSize} from '@docusaurus/theme-common';
import {useDoc} from '@docusaurus/theme-common/internal';
import DocItemPaginator from '@theme/DocItem/Paginator';
import DocVersionBanner from '@theme/DocVersionBanner';
import DocVersionBadge from '@theme/DocVersionBadge';
import DocItemFooter from '@theme/DocItem/Footer';
import DocItemTOCMobile from '@theme/DocItem/TOC/Mobile';
import DocItemTOCDesktop from '@theme/DocItem/TOC/Desktop';
import DocItemContent from '@theme/DocItem/Content';
import DocBreadcrumbs from '@theme/DocBreadcrumbs';
import styles from '@docusaurus/theme-classic/lib/theme/DocItem/Layout/styles.module.css';
import DocDemo from '@site/src/components/DocDemo';

function useDocTOC() {
  const {frontMatter, toc} = useDoc();
  const windowSize = useWindowSize();
  const hidden = frontMatter.hide_table_of_contents;
  const canRender = !hidden && toc.length > 0 && !frontMatter.demoUrl;
  const mobile = canRender ? <DocItemTOCMobile /> : undefined;
  const desktop = canRender && (windowSize === 'desktop' || windowSize === 'ssr') ? <DocItemTOCDesktop /> : undefined;
  return {hidden, mobile, desktop};
}

export default function DocItemLayout({children}) {
  const docTOC = useDocTOC();
  const {frontMatter} = useDoc();
  return (
    <div className="row">
      <div className={clsx('col', !docTOC.hidden && styles.docItemCol)}>
        <DocVersionBanner />
        <div className={styles.docItemContainer}>
          <article>
            <DocBreadcrumbs />
            <DocVersionBadge />
            {docTOC.mobile}
            <DocItemContent>{children}</DocItemContent>
            <DocItemFooter />
          </article>
          <DocItemPaginator />
        </div>
      </div>
      {frontMatter.demoUrl && (
        <div className="col col--4">
          <div className="doc-demo-wrapper"><DocDemo url={frontMatter.demoUrl} /></div>
        </div>
      )}
      {docTOC.desktop && <div className="col col--3">{docTOC.desktop}</div>}
    </div>
  );
}
`;

/** A demo whose buttons switch its look: it needs the browser. */
const DOC_DEMO = `import React, {useState} from 'react';
export default function DocDemo({url}) {
  const [mode, setMode] = useState('ios');
  return <div className="doc-demo"><button id="mode" onClick={() => setMode(mode === 'ios' ? 'md' : 'ios')}>{mode}</button><iframe src={url + '?mode=' + mode} /></div>;
}
`;

const FILES = {
  'sidebars.js': `module.exports = { docs: ['intro', 'button'] };\n`,
  'docs/intro.md': '# Intro\n\n## First part\n\nHello.\n',
  'docs/button.md':
    '---\ntitle: ion-button\ndemoUrl: /demos/button/\n---\n\nButtons are **buttons**.\n\n## Usage\n\nPress.\n',
  'src/theme/DocItem/Layout/index.js': DEMO_LAYOUT,
  'src/components/DocDemo/index.js': DOC_DEMO,
};

/** The page's doc columns: what the Layout drew in the container. */
function columns(page: string): string {
  const start = page.indexOf('<div class="container padding-top--md padding-bottom--lg doc-container');
  assert.ok(start > 0, 'the page has the doc container');
  return page.slice(start, page.indexOf('</main>', start));
}

test("a swizzled DocItem/Layout draws a doc's columns, with the doc inside and sitegen's TOC and pager", async () => {
  const b = await site(FILES);
  const intro = columns(b.page('/docs/intro'));
  const order = [
    '<div class="row"><div class="col docItemCol_VOVn"><div class="docItemContainer_Djhp"><article>',
    'theme-doc-breadcrumbs',
    'theme-doc-toc-mobile',
    '<div class="theme-doc-markdown markdown"><h1',
    '<p>Hello.</p>\n</div><footer class="theme-doc-footer',
    '</article><nav class="pager pagination-nav"',
    '<div class="col col--3"><div class="toc-aside"><div class="tableOfContents_bqdL thin-scrollbar theme-doc-toc-desktop"><nav',
  ].map((part) => [part, intro.indexOf(part)] as const);
  for (const [part, at] of order) assert.ok(at >= 0, `${part} is in the columns:\n${intro}`);
  assert.deepEqual(
    order.map(([part]) => part),
    [...order].sort((x, y) => x[1] - y[1]).map(([part]) => part),
  );
  // The doc without demoUrl has no demo column; the main is where "Skip to main content" goes.
  assert.ok(!intro.includes('doc-demo'));
  assert.match(b.page('/docs/intro'), /<main id="main" tabindex="-1" class="docMainContainer_gTbr/);
});

test("the Layout's column from front matter is beside the doc, whose title front matter gives", async () => {
  const b = await site(FILES);
  const button = columns(b.page('/docs/button'));
  assert.match(
    button,
    /<div class="theme-doc-markdown markdown"><header><h1 class="doc__title">ion-button<\/h1><\/header>\s*<p>Buttons are <strong>buttons<\/strong>\.<\/p>/,
  );
  assert.match(
    button,
    /<\/article><nav class="pager pagination-nav"[^>]*>.*Intro.*<\/nav><\/div><\/div><div class="col col--4"><div class="doc-demo-wrapper">/s,
  );
  // The demo needs the browser: an island of its own, with its props, inside the Layout's HTML.
  assert.match(
    button,
    /<sitegen-island [^>]*data-island="src\/components\/DocDemo\/index\.js#default"[^>]*><div class="doc-demo"><button id="mode">ios<\/button><iframe src="\/demos\/button\/\?mode=ios">/,
  );
  // The Layout leaves the tables of contents out beside a demo.
  assert.ok(!button.includes('theme-doc-toc'), button);
});

test('the warning names what a swizzled DocItem/Layout is given, not that it is unused', async () => {
  const b = await site(FILES);
  const lines = ignoredLines(b).filter((l) => l.includes('DocItem/Layout'));
  assert.deepEqual(lines, [
    "- src/theme/DocItem/Layout/index.js: a swizzled DocItem/Layout, drawn around each doc as HTML, as it renders on the server (useWindowSize() is 'ssr'); the theme-classic parts it renders (DocItem/Content, DocItem/TOC/Desktop, DocItem/TOC/Mobile, DocItem/Footer, DocItem/Paginator, DocVersionBanner, DocVersionBadge, DocBreadcrumbs) are sitegen's, given no props; a component it imports whose script needs the browser hydrates on its own, as an island",
  ]);
  // Its own script reads only the window's size: no warning that it needs the browser.
  assert.ok(!b.warnings.some((w) => /its own script does not run/.test(w.message)));
});

test("a DocItem/Layout that wraps theme-classic's draws it where it renders it, with the site's swizzled footer", async () => {
  const b = await site({
    'src/theme/DocItem/Layout/index.js': `import React from 'react';
import Layout from '@theme-original/DocItem/Layout';
export default function LayoutWrapper(props) { return <><div id="above-doc">Above</div><Layout {...props} /></>; }
`,
    'src/theme/DocItem/Footer/index.js': `import React from 'react';
import { useDoc } from '@docusaurus/theme-common/internal';
export default function DocItemFooter() { return <footer id="own-footer">About {useDoc().metadata.title}</footer>; }
`,
  });
  assert.match(
    columns(b.page('/docs/intro')),
    /^<div [^>]*><div id="above-doc">Above<\/div><div class="row"><div class="col docItemCol_VOVn">.*<p>Hello\.<\/p>\s*<\/div><div class="doc__footer-part"><footer id="own-footer">About Intro<\/footer><\/div><\/article>/s,
  );
});

test('a DocItem/Layout that does not render its children is an error naming its file', async () => {
  await assert.rejects(
    site({ 'src/theme/DocItem/Layout/index.js': `export default function Layout() { return null; }\n` }),
    (error: Error) => {
      const text = formatError(error);
      assert.match(
        text,
        /the swizzled DocItem\/Layout .*src\/theme\/DocItem\/Layout\/index\.js renders its children \(the doc's content\) 0 times on the page \/docs\/intro/,
      );
      assert.match(text, /render \{children\} once/);
      return true;
    },
  );
});

test('a DocItem/Layout whose own script needs the browser is drawn as HTML, and a warning says what is lost', async () => {
  const b = await site({
    'src/theme/DocItem/Layout/index.js': `import React, { useState } from 'react';
import Layout from '@theme-original/DocItem/Layout';
export default function LayoutWrapper(props) {
  const [open, setOpen] = useState(false);
  return <><button id="more" onClick={() => setOpen(!open)}>{open ? 'Less' : 'More'}</button><Layout {...props} /></>;
}
`,
  });
  assert.match(columns(b.page('/docs/intro')), /<button id="more">More<\/button><div class="row">/);
  const warning = b.warnings.find((w) => w.file?.endsWith('src/theme/DocItem/Layout/index.js'));
  assert.equal(
    warning?.message,
    'the swizzled DocItem/Layout is drawn around each doc as HTML, as it first renders, and its own script does not run in the browser (src/theme/DocItem/Layout/index.js needs the browser); what it shows after the page loads is not shown: move what needs the browser into a component of its own, which hydrates as an island',
  );
});

test("a page that renders one of the DocItem/Layout's pieces outside it is an error naming the piece", async () => {
  await assert.rejects(
    site({
      'src/pages/badge.js': `import React from 'react';
import DocVersionBadge from '@theme/DocVersionBadge';
export default function Badge() { return <main><DocVersionBadge /></main>; }
`,
    }),
    (error: Error) => {
      assert.match(
        formatError(error),
        /@theme\/DocVersionBadge is drawn by sitegen inside a doc's swizzled src\/theme\/DocItem\/Layout only/,
      );
      return true;
    },
  );
});
