import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatError } from '../../src/errors.js';
import { docusaurusSites, ignoredLines, type FixtureFiles } from './docusaurus-fixture.js';

const site = docusaurusSites();

/** A context module, a Root that provides it, and a component that reads it. */
const CONTEXT: FixtureFiles = {
  'src/dino-context.js': `import { createContext } from 'react';\nexport const DinoContext = createContext('no Root');\n`,
  'src/components/DinoName.js': `import React, { useContext } from 'react';
import { DinoContext } from '../dino-context';
export default function DinoName({ where }) { return <span className={'dino-' + where}>{useContext(DinoContext)}</span>; }
`,
};

const PROVIDER_ROOT = `import React from 'react';
import { DinoContext } from '@site/src/dino-context';
export default function Root({ children }) { return <DinoContext.Provider value="Rex from Root">{children}</DinoContext.Provider>; }
`;

test("a swizzled src/theme/Root's context reaches React pages, Markdown's components and swizzled parts", async () => {
  const b = await site({
    ...CONTEXT,
    'src/theme/Root.js': PROVIDER_ROOT,
    // A Docusaurus page (an island, as it imports @theme/Layout) and a page of plain React.
    'src/pages/hello.js': `import React from 'react';
import Layout from '@theme/Layout';
import DinoName from '@site/src/components/DinoName';
export default function Hello() { return <Layout title="Hello"><DinoName where="page" /></Layout>; }
`,
    'src/pages/plain.js': `import React from 'react';
import DinoName from '../components/DinoName';
export default function Plain() { return <main><DinoName where="plain" /></main>; }
`,
    'docs/intro.md': undefined,
    'docs/dino.mdx': `import DinoName from '@site/src/components/DinoName';\n\n# Intro\n\n<DinoName where="mdx" />\n`,
    'src/theme/Footer/index.js': `import React from 'react';
import DinoName from '@site/src/components/DinoName';
export default function Footer() { return <footer className="footer"><DinoName where="footer" /></footer>; }
`,
  });
  assert.match(b.page('/hello'), /<span class="dino-page">Rex from Root<\/span>/);
  assert.match(b.page('/plain'), /<span class="dino-plain">Rex from Root<\/span>/);
  assert.match(b.page('/docs/dino'), /<span class="dino-mdx">Rex from Root<\/span>/);
  assert.match(b.page('/docs/dino'), /<span class="dino-footer">Rex from Root<\/span>/);
  // The page island hydrates inside the Root, whose chunk the page names.
  assert.match(
    b.page('/hello'),
    /<sitegen-island data-src="[^"]+" data-island="src\/pages\/hello\.js#default"[^>]* data-root="src\/theme\/Root\.js" data-root-src="\/assets\/island-Root\.[\w-]+\.js"/,
  );
  assert.ok(!ignoredLines(b).some((l) => l.includes('Root')), ignoredLines(b).join('\n'));
});

test('what a swizzled Root draws beside its children is drawn once on each page, around the layout', async () => {
  const b = await site({
    ...CONTEXT,
    'src/theme/Root.js': `import React from 'react';
import { DinoContext } from '@site/src/dino-context';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
export default function Root({ children }) {
  const { siteConfig } = useDocusaurusContext();
  return <DinoContext.Provider value="Rex"><div id="root-banner">Banner of {siteConfig.title}</div>{children}<div id="root-end" /></DinoContext.Provider>;
}
`,
    'src/pages/hello.js': `import React from 'react';
import Layout from '@theme/Layout';
import DinoName from '@site/src/components/DinoName';
export default function Hello() { return <Layout title="Hello"><DinoName where="page" /></Layout>; }
`,
    'docs/intro.md': undefined,
    'docs/dino.mdx': `import DinoName from '@site/src/components/DinoName';\n\n# Intro\n\n<DinoName where="mdx" />\n`,
  });
  for (const url of ['/hello', '/docs/dino']) {
    const page = b.page(url);
    assert.equal(page.match(/id="root-banner"/g)?.length, 1, `one banner on ${url}`);
    assert.equal(page.match(/id="root-end"/g)?.length, 1, `one end element on ${url}`);
    // Before the navbar and after the footer, as Docusaurus draws the Root around the layout.
    const banner = page.indexOf('<div id="root-banner">Banner of Dino</div>');
    assert.ok(banner > page.indexOf('<body') && banner < page.indexOf('<nav'), `the banner opens the body of ${url}`);
    assert.ok(
      page.indexOf('<div id="root-end"></div>') > page.indexOf('</footer>'),
      `the end follows the footer on ${url}`,
    );
  }
  assert.match(b.page('/hello'), /<span class="dino-page">Rex<\/span>/);
  assert.match(b.page('/docs/dino'), /<span class="dino-mdx">Rex<\/span>/);
  // The island's HTML lacks the Root's own elements: it says so, to be rendered in the browser in a Root of its own.
  assert.match(b.page('/hello'), /data-root="src\/theme\/Root\.js"[^>]* data-root-own=""/);
});

test('a swizzled Root that does not render its children once stops the build naming its file', async () => {
  await assert.rejects(
    site({ 'src/theme/Root.js': `export default function Root({ children }) { return <>{children}{children}</>; }\n` }),
    (error: Error) => {
      const text = formatError(error);
      assert.match(text, /src\/theme\/Root\.js/);
      assert.match(text, /renders its children 2 times/);
      return true;
    },
  );
});

test("a Root that reads the location wraps pages and Markdown's components, each at its own path", async () => {
  const b = await site({
    ...CONTEXT,
    'src/theme/Root.js': `import React from 'react';
import { DinoContext } from '@site/src/dino-context';
import { useLocation } from '@docusaurus/router';
export default function Root({ children }) {
  return <DinoContext.Provider value={'Rex at ' + useLocation().pathname}>{children}</DinoContext.Provider>;
}
`,
    'src/pages/plain.js': `import React from 'react';
import DinoName from '../components/DinoName';
export default function Plain() { return <main><DinoName where="plain" /></main>; }
`,
    'docs/intro.md': undefined,
    'docs/dino.mdx': `import DinoName from '@site/src/components/DinoName';\n\n# Dino\n\n<DinoName where="mdx" />\n`,
  });
  assert.match(b.page('/plain'), /<span class="dino-plain">Rex at \/plain<\/span>/);
  // Markdown's components render at the doc's path, as Docusaurus renders them inside its Root.
  assert.match(b.page('/docs/dino'), /<span class="dino-mdx">Rex at \/docs\/dino<\/span>/);
  assert.deepEqual(
    b.warnings.filter((w) => /does not render around the components of Markdown/.test(w.message)),
    [],
  );
});

test("a Root that reads what only a page's render has wraps pages, not Markdown's components, which a warning names", async () => {
  const b = await site({
    ...CONTEXT,
    // The navbar's logo is drawn by a page's layout; Markdown renders before there is one.
    'src/theme/Root.js': `import React from 'react';
import Logo from '@theme/Logo';
import { DinoContext } from '@site/src/dino-context';
export default function Root({ children }) {
  return <DinoContext.Provider value="Rex from Root"><Logo />{children}</DinoContext.Provider>;
}
`,
    'src/pages/plain.js': `import React from 'react';
import DinoName from '../components/DinoName';
export default function Plain() { return <main><DinoName where="plain" /></main>; }
`,
    'docs/intro.md': undefined,
    'docs/dino.mdx': `import DinoName from '@site/src/components/DinoName';\n\n# Dino\n\n<DinoName where="mdx" />\n`,
  });
  assert.match(b.page('/plain'), /<span class="dino-plain">Rex from Root<\/span>/);
  assert.match(b.page('/docs/dino'), /<span class="dino-mdx">no Root<\/span>/);
  const warned = b.warnings.filter((w) => /does not render around the components of Markdown/.test(w.message));
  assert.equal(warned.length, 1, JSON.stringify(b.warnings));
  assert.match(warned[0].file ?? '', /src\/theme\/Root\.js$/);
  assert.match(warned[0].message, /@theme\/Logo/);
});
