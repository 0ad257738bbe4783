import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { formatError } from '../../src/errors.js';
import { buildDocusaurusSite, docusaurusSites, ignoredLines, markdownOf, symlinkTo } from './docusaurus-fixture.js';

const site = docusaurusSites();

const CONFIG = `module.exports = {
  title: 'Dino', tagline: 'Roar loudly', url: 'https://dino.example', baseUrl: '/',
  customFields: { answer: 42 },
  i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },
  presets: [['classic', { theme: { customCss: './src/css/custom.scss' } }]],
};
`;

const HOME = `import React from 'react';
import clsx from 'clsx';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Translate, { translate } from '@docusaurus/Translate';
import BrowserOnly from '@docusaurus/BrowserOnly';
import useIsBrowser from '@docusaurus/useIsBrowser';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { useLocation } from '@docusaurus/router';
import { useColorMode, ThemeClassNames } from '@docusaurus/theme-common';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import CodeBlock from '@theme/CodeBlock';
import Admonition from '@theme/Admonition';
import Heading from '@theme/Heading';
import Feature from '@site/src/components/Feature';
import Logo from '@site/static/img/logo.svg';
import photo from './photo.png';
import styles from './index.module.css';

export default function Home() {
  const { siteConfig, i18n } = useDocusaurusContext();
  const { pathname } = useLocation();
  const { colorMode } = useColorMode();
  return (
    <Layout title={\`Hello from \${siteConfig.title}\`} description="A site about dinosaurs">
      <header className={clsx('hero', styles.heroBanner)}>
        <h1 className="hero__title">{siteConfig.tagline}</h1>
        <p id="answer">answer {siteConfig.customFields.answer} in {i18n.currentLocale} at {pathname} in {colorMode}</p>
        <Logo className="logo" role="img" />
        <img id="photo" src={photo} alt="" />
        <img id="static" src={useBaseUrl('/img/logo.svg')} alt="" />
        <Link className="button button--primary" to="/docs/intro"><Translate id="home.start">Get started</Translate></Link>
        <Link id="gh" href="https://github.com/dino">GitHub</Link>
        <span id="t">{translate({ id: 'home.tagline', message: 'Roar {n} times' }, { n: 3 })}</span>
        <span id="env">{String(useIsBrowser())} {String(ExecutionEnvironment.canUseDOM)} {ThemeClassNames.wrapper.main}</span>
        <BrowserOnly fallback={<span id="fallback">loading</span>}>{() => <span>client</span>}</BrowserOnly>
      </header>
      <Feature />
      <Heading as="h2" id="more">More</Heading>
      <Tabs groupId="os"><TabItem value="mac" label="macOS">Mac text</TabItem><TabItem value="win" label="Windows" default>Win text</TabItem></Tabs>
      <CodeBlock language="js" title="x.js">{'const x = 1;'}</CodeBlock>
      <CodeBlock language="shell">{'echo "hi"'}</CodeBlock>
      <CodeBlock language="shell">{'npm install dino'}</CodeBlock>
      <Admonition type="tip" title="Careful">Mind the teeth</Admonition>
      <Admonition type="warning">Hot</Admonition>
    </Layout>
  );
}
`;

const FILES = {
  'docusaurus.config.js': CONFIG,
  // As @tsconfig/docusaurus says; Docusaurus's Babel preset compiles JSX with the automatic runtime all the same.
  'tsconfig.json': '{ "compilerOptions": { "jsx": "react" } }',
  'src/css/custom.scss':
    '$brand: #2e8555;\n:root { --ifm-color-primary: #{$brand}; }\n@font-face { font-family: Sofia; src: url(./sofia.otf); }\n',
  'src/css/sofia.otf': 'OTTO',
  'src/pages/index.js': HOME,
  'src/pages/index.module.css': '.heroBanner { padding: 4rem 0; background: url(/img/bg.png); }\n',
  'src/pages/photo.png': 'not really a png',
  'src/pages/about.tsx': `import Layout from '@theme/Layout';\nimport Head from '@docusaurus/Head';\nexport default function About() { return <Layout><Head><title>About us</title><meta name="description" content="Who we are" /></Head><p>About.</p></Layout>; }\n`,
  'src/components/Feature/index.tsx': `import styles from './styles.module.scss';\nexport default function Feature() { return <section className={styles.features}>Feature</section>; }\n`,
  'src/components/Feature/styles.module.scss':
    '$gap: 2rem;\n.features { display: flex; gap: $gap; background: url(./wave.svg?v=1); }\n',
  'src/components/Feature/wave.svg': '<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0h1"/></svg>\n',
  'static/img/logo.svg':
    '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" stroke-width="2" class="orig" style="enable-background: new 0 0 10 10; --tone: red"><circle cx="5" cy="5" r="4"/></svg>\n',
  'i18n/fr/code.json': JSON.stringify({ 'home.start': { message: 'Commencer' } }),
};

test('a Docusaurus home page renders with the modules it imports, backed by sitegen', async () => {
  const b = await site(FILES);
  const home = b.page('/');
  assert.match(home, /<sitegen-island [^>]*data-island="src\/pages\/index\.js#default"/);
  assert.match(home, /<title>Hello from Dino \| Dino<\/title>/);
  assert.match(home, /<meta name="description" content="A site about dinosaurs"\/>/);
  assert.match(home, /<div class="main-wrapper"><header class="hero [\w-]+"><h1 class="hero__title">Roar loudly<\/h1>/);
  assert.match(home, /<p id="answer">answer 42 in en at \/ in light<\/p>/);
  // Prism's language names, as in Markdown: `shell` is bash (highlight.js's own `shell` wants a prompt).
  assert.match(
    home,
    /<span class="token-line"><span class="hljs-built_in"><span class="token function">echo<\/span><\/span> <span class="hljs-string">/,
  );
  // What Prism marks and highlight.js does not, as in Markdown: the commands Prism's bash grammar calls functions.
  assert.match(
    home,
    /<span class="token-line"><span class="token function">npm<\/span> <span class="token function">install<\/span> dino<\/span>/,
  );
  assert.match(
    home,
    /<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 10 10" stroke-width="2" class="logo" style="enable-background:new 0 0 10 10;--tone:red" role="img"><circle cx="5" cy="5" r="4"\/><\/svg>/,
  );
  assert.match(home, /<img id="photo" src="\/assets\/images\/photo-[0-9a-f]{10}\.png"/);
  assert.match(home, /<img id="static" src="\/img\/logo.svg"/);
  assert.match(home, /<a href="\/docs\/intro" class="button button--primary">Get started<\/a>/);
  assert.match(
    home,
    /<a href="https:\/\/github.com\/dino" target="_blank" rel="noopener noreferrer" id="gh">GitHub<\/a>/,
  );
  assert.match(home, /<span id="t">Roar 3 times<\/span>/);
  assert.match(home, /<span id="env">false false main-wrapper<\/span>/);
  assert.match(home, /<span id="fallback">loading<\/span>/);
  assert.match(home, /<section class="[\w-]*features[\w-]*">Feature<\/section>/);
  assert.match(
    home,
    /<h2 class="anchor anchorWithStickyNavbar_LWe7" id="more">More<a href="#more" class="hash-link" aria-label="Direct link to More" title="Direct link to More">\u200b<\/a><\/h2>/,
  );
  assert.match(
    home,
    /<div class="tabs tabs-container" data-group="os"><div role="tablist" class="tabs__list"><button type="button" role="tab" class="tabs__tab tabs__item" id="[\w-]+-tab-0" aria-controls="[\w-]+-panel-0" aria-selected="false" tabindex="-1" data-value="mac">macOS<\/button>/,
  );
  assert.match(home, /data-label="Windows" tabindex="0">Win text<\/div>/);
  assert.match(
    home,
    /<div class="codeBlockTitle_Ktv7 code-block__title">x.js<\/div><div class="codeBlockContent_biex code-block__body"><pre class="prism-code language-js codeBlock_bY9V thin-scrollbar" tabindex="0"><code class="codeBlockLines_e6Vv"><span class="token-line"><span class="hljs-keyword"><span class="token keyword">const<\/span><\/span>/,
  );
  assert.match(
    home,
    /<div class="theme-admonition theme-admonition-tip alert alert--success admonition_LlT9"><div class="admonitionHeading_tbUL admonition__title"><span class="admonitionIcon_kALy admonition__icon"><svg[^>]*><path[^>]*><\/path><\/svg><\/span>Careful<\/div><div class="admonitionContent_S0QG admonition__body">Mind the teeth<\/div><\/div>/,
  );
  // As Docusaurus names and draws it: by the type as written, in the colour and words of the kind it aliases.
  assert.match(
    home,
    /<div class="theme-admonition theme-admonition-warning alert alert--danger admonition_LlT9"><div class="admonitionHeading_tbUL admonition__title admonition__title--default"><span class="admonitionIcon_kALy admonition__icon"><svg[^>]*>.*?<\/svg><\/span>danger<\/div><div class="admonitionContent_S0QG admonition__body">Hot<\/div><\/div>/,
  );
  const photo = /src="\/(assets\/images\/photo-[0-9a-f]{10}\.png)"/.exec(home)![1];
  assert.ok(b.files().includes(photo), 'the imported image is copied to the output');
  const fr = b.page('/fr/');
  assert.match(fr, /<a href="\/fr\/docs\/intro" class="button button--primary">Commencer<\/a>/);
  assert.match(fr, /answer 42 in fr at \/fr\/ in light/);
});

test('an image a page imports and the same image in Markdown are one file at one URL', async () => {
  const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex').toString(
    'latin1',
  );
  const b = await site({
    'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/', presets: [['classic', {}]] };\n`,
    'src/img/egg.png': png,
    'src/pages/index.js': `import egg from '../img/egg.png';\nexport default function Home() { return <img id="egg" src={egg} />; }\n`,
    'docs/intro.md': '# Intro\n\n![Egg](../src/img/egg.png)\n',
  });
  const fromPage = /<img id="egg" src="([^"]+)"/.exec(b.page('/'))?.[1];
  const fromMarkdown = /<img src="([^"]+)" alt="Egg"/.exec(b.page('/docs/intro'))?.[1];
  assert.ok(fromPage && fromMarkdown, `${fromPage} ${fromMarkdown}`);
  assert.equal(fromPage, fromMarkdown);
  assert.deepEqual(
    b.files().filter((f) => f.startsWith('assets/images/egg')),
    [fromPage.slice(1)],
  );
});

test('a page that draws its own <main> (the classic template) is not wrapped in another; one without gets one', async () => {
  const b = await site({
    'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/', presets: [['classic', {}]] };\n`,
    'src/pages/index.js': `import Layout from '@theme/Layout';
export default function Home() { return <Layout><header>Hero</header><main><p>Body</p></main></Layout>; }
`,
    'src/pages/plain.js': `import Layout from '@theme/Layout';
export default function Plain() { return <Layout><p>Just text</p></Layout>; }
`,
  });
  const mains = (html: string) => html.match(/<main[\s>]/g)?.length ?? 0;
  assert.equal(mains(b.page('/')), 1, b.page('/'));
  // The skip link's target is still there, around the page.
  assert.match(b.page('/'), /<div id="main" class="page-module" tabindex="-1">/);
  assert.equal(mains(b.page('/plain')), 1);
  assert.match(b.page('/plain'), /<main id="main" class="page-module" tabindex="-1">/);
});

test("theme-common's array and pattern helpers are there for a site's page, as 2.4.3 exports them", async () => {
  // ionic-docs' PlaygroundTabs calls duplicates() to find tab values given twice.
  const b = await site({
    'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/', presets: [['classic', {}]] };\n`,
    'src/components/Twice.js': `import { duplicates } from '@docusaurus/theme-common';
export default function Twice() { return <b id="twice">{duplicates(['x', 'y', 'x']).join()}</b>; }
`,
    'docs/twice.mdx': "import Twice from '@site/src/components/Twice';\n\n# Twice\n\n<Twice />\n",
    'src/pages/index.js': `import { duplicates, uniq, isRegexpStringMatch } from '@docusaurus/theme-common';
export default function Home() {
  const twice = duplicates([{ v: 'a' }, { v: 'b' }, { v: 'a' }], (x, y) => x.v === y.v).map((x) => x.v);
  return <p id="helpers">{twice.join()} | {duplicates([1, 2, 2, 3, 3]).join()} | {uniq([1, 1, 2]).join()} | {String(isRegexpStringMatch('^/DOCS', '/docs/intro'))} | {String(isRegexpStringMatch(undefined, '/x'))}</p>;
}
`,
  });
  assert.match(b.page('/'), /<p id="helpers">a \| 2,3 \| 1,2 \| true \| false<\/p>/);
  assert.match(b.page('/docs/twice'), /<b id="twice">x<\/b>/);
});

test('<Head> sets the title and description; CSS modules, SCSS and customCss land in the site stylesheet', async () => {
  const b = await site(FILES);
  const about = b.page('/about');
  assert.match(about, /<title>About us<\/title>/, 'a <Head> title is the whole title, as in Docusaurus');
  assert.match(about, /<meta name="description" content="Who we are"\/>/);
  const cssFile = /<link rel="stylesheet" href="\/(assets\/site\.[0-9a-f]+\.css)"\/>/.exec(about)![1];
  const css = b.writer.text(cssFile);
  const custom = css.indexOf('--ifm-color-primary: #2e8555');
  const infima = css.indexOf('--ifm-color-primary: #3578e5');
  assert.ok(infima > 0 && infima < custom, "Infima's defaults come before the site's overrides");
  assert.match(css, /--c-brand: var\(--ifm-link-color\);/, "sitegen's theme reads Infima's variables");
  // (Minified: whitespace aside, calc() folded.)
  assert.match(
    css,
    /\.margin-vert--lg\s*\{\s*margin-top:\s*2rem\s*!important;\s*margin-bottom:\s*2rem\s*!important;?\s*\}/,
  );
  assert.match(css, /\.col--6\s*\{\s*--ifm-col-width:\s*(calc\(6 \/ 12 \* 100%\)|50%);?\s*\}/);
  assert.ok(custom > 0, 'customCss (SCSS) is compiled into the stylesheet');
  // A font is a file of its own, as Docusaurus emits it: inlined, a font package's many files made the stylesheet
  // hundreds of kilobytes (tauri's: 854 KB), each page loading every font whether it used it or not.
  const font = /src: url\("?(\/assets\/fonts\/sofia-[0-9a-f]{10}\.otf)"?\)/.exec(css)?.[1];
  assert.ok(font, 'a font customCss names is linked, not inlined');
  assert.ok(b.files().includes(font.slice(1)), 'and copied to the output');
  assert.doesNotMatch(css, /sourceMappingURL/);
  assert.ok(custom < css.indexOf('heroBanner'), "customCss comes before the pages' styles");
  assert.match(css, /\.[\w-]*heroBanner[\w-]* \{\s*padding: 4rem 0;\s*background: url\(\/img\/bg\.png\);/);
  assert.match(css, /\.[\w-]*features[\w-]* \{\s*display: flex;\s*gap: 2rem;/);
  const wave = /background: url\("?\/(assets\/images\/wave-[0-9a-f]{10}\.svg)"?\)/.exec(css);
  assert.ok(wave, 'an SVG a stylesheet names is a file the browser fetches, copied under a hashed name');
  assert.ok(b.files().includes(wave[1]));
  const heroClass = /<header class="hero ([\w-]+)">/.exec(b.page('/'))![1];
  assert.ok(css.includes(`.${heroClass} {`), 'the class the page renders is the one in the stylesheet');
});

test('a Docusaurus module sitegen does not provide is an error naming it and the importing file', async () => {
  await assert.rejects(
    buildDocusaurusSite({
      'src/pages/x.js': `import SkipToContent from '@theme/SkipToContent';\nexport default function X() { return <SkipToContent />; }\n`,
    }),
    (error: Error & { location?: { file: string; line?: number } }) => {
      assert.match(error.message, /sitegen does not provide @theme\/SkipToContent \(imported by src\/pages\/x\.js\)/);
      assert.match(String(error.location?.file), /src\/pages\/x\.js$/);
      assert.equal(error.location?.line, 1);
      return true;
    },
  );
});

test('a page may import a theme page component sitegen draws itself (@theme/DocItem): a warning, and an error only if it renders', async () => {
  // react-navigation's src/pages/layouts/DocItem.js, a page of its own under Docusaurus that renders nothing there.
  const wrapper = `import DefaultDocItem from '@theme/DocItem';\nimport ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
export default function DocItem(props) { return ExecutionEnvironment.canUseDOM ? <DefaultDocItem {...props} /> : null; }\n`;
  const b = await site({ 'src/pages/layouts/DocItem.js': wrapper });
  // Nothing on the server, as under Docusaurus (in the browser it renders the stand-in, which throws).
  assert.match(
    b.page('/layouts/DocItem'),
    /<sitegen-island [^>]*data-island="src\/pages\/layouts\/DocItem.js#default"[^>]*><\/sitegen-island>/,
  );
  const warning = b.warnings.find((w) => /@theme\/DocItem/.test(w.message));
  assert.match(String(warning?.file), /src\/pages\/layouts\/DocItem\.js$/);
  assert.match(
    String(warning?.message),
    /imports @theme\/DocItem, which sitegen draws itself: the page builds, but rendering/,
  );
  await assert.rejects(
    buildDocusaurusSite({
      'src/pages/x.js': `import BlogPostPage from '@theme/BlogPostPage';\nexport default function X() { return <BlogPostPage />; }\n`,
    }),
    (error: Error) => {
      assert.match(error.message, /rendering \/x \(.*src\/pages\/x\.js\) failed/);
      assert.match(
        String((error.cause as Error | undefined)?.message),
        /@theme\/BlogPostPage is drawn by sitegen itself \(its docs and blog pages\); page code cannot render it/,
      );
      return true;
    },
  );
});

/** A site folder whose `node_modules/@babel` is sitegen's own Babel (a devDependency), as Docusaurus installs one. */
const WITH_BABEL = { 'node_modules/@babel': symlinkTo(path.resolve('node_modules/@babel')) };
const FLOW_BABEL = { 'babel.config.js': `module.exports = { presets: ['@babel/preset-flow'] };\n` };
const SINCE = `// @flow\nimport * as React from 'react';\n\nexport function Since({version}: {version: string}): React.Node {\n  return <span className="since">{version}</span>;\n}\n`;

test('a site whose babel.config.js strips Flow types gets its own code through its Babel: Markdown imports and pages', async () => {
  // flow.org: its docs import components written in Flow, and its pages are Flow too. Its config also names
  // Docusaurus's own preset, whose work (JSX, modern syntax) esbuild does: that one is left out.
  const b = await site({
    ...WITH_BABEL,
    'babel.config.js': `module.exports = { presets: [require.resolve('@docusaurus/core/lib/babel/preset'), '@babel/preset-flow'] };\n`,
    'node_modules/@docusaurus/core/package.json': '{ "name": "@docusaurus/core", "version": "2.4.3" }',
    'node_modules/@docusaurus/core/lib/babel/preset.js':
      "module.exports = () => { throw new Error('the Docusaurus preset ran'); };\n",
    'components/Since.js': SINCE,
    'docs/options.md': `# Options\n\nimport {Since} from '../components/Since';\n\n<Since version="0.1" />\n`,
    'src/pages/typed.js': [
      `import * as React from 'react';`,
      `import Layout from '@theme/Layout';`,
      `import {Since} from '../../components/Since';`,
      `type Props = {|+title?: string|};`,
      `export default function Typed(props: Props): React.Node {`,
      `  const items: Array<string> = ['a', 'b'];`,
      `  return <Layout title="Typed"><Since version={items.join('')} /></Layout>;`,
      `}`,
    ].join('\n'),
  });
  assert.match(b.page('/docs/options'), /<span class="since">0.1<\/span>/);
  assert.match(b.page('/typed'), /<span class="since">ab<\/span>/);
});

test("a Flow syntax error is the site's Babel's, at the file and line that has it", async () => {
  await assert.rejects(
    site({
      ...WITH_BABEL,
      ...FLOW_BABEL,
      'components/Since.js': `import * as React from 'react';\n\nexport function Since(): React.Node {\n  const x: = 1;\n  return x;\n}\n`,
      'docs/options.md': `# Options\n\nimport {Since} from '../components/Since';\n\n<Since />\n`,
    }),
    (error: Error & { location?: { file: string; line?: number } }) => {
      assert.match(error.message, /components\/Since\.js:4:\d+: Unexpected token/);
      assert.match(String(error.location?.file), /docs\/options\.md$/);
      return true;
    },
  );
});

test('a Flow site without its dependencies installed is told to install them', async () => {
  await assert.rejects(
    buildDocusaurusSite({
      ...FLOW_BABEL,
      'components/Since.js': SINCE,
      'docs/options.md': `# Options\n\nimport {Since} from '../components/Since';\n\n<Since version="0.1" />\n`,
    }),
    (error: Error) => {
      assert.match(
        error.message,
        /babel\.config\.js strips Flow types with Babel, and @babel\/core is not installed in .*: install the site's dependencies/,
      );
      return true;
    },
  );
});

test('a page that renders @theme/Navbar and @theme/Footer itself still has one of each, and a .wasm import is a URL', async () => {
  // flow.org's playground imports Navbar, and its editor imports a .wasm file (a URL under Docusaurus's file-loader).
  const b = await site({
    'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/', presets: [['classic', {}]], themeConfig: { footer: { copyright: 'Dino Inc.' } } };\n`,
    'src/pages/play.js': [
      `import Navbar from '@theme/Navbar';`,
      `import Footer from '@theme/Footer';`,
      `import wasm from './onig.wasm';`,
      `export default function Play() {`,
      `  return <><Navbar /><main><a href={wasm}>engine</a></main><Footer /></>;`,
      `}`,
    ].join('\n'),
    'src/pages/onig.wasm': '\0asm',
  });
  const page = b.page('/play');
  assert.equal(page.match(/<nav class="navbar[ "]/g)?.length, 1);
  assert.equal(page.match(/<footer class="footer/g)?.length, 1);
  assert.match(page, /<a href="\/assets\/[^"]*onig[^"]*\.wasm">engine<\/a>/);
  assert.ok(
    b.files().some((f) => /^assets\/.*onig.*\.wasm$/.test(f)),
    b.files().join(' '),
  );
});

test('a page without <Layout> has no navbar, footer or announcement bar, as in Docusaurus; <Layout noFooter> has no footer', async () => {
  const b = await site({
    'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/', presets: [['classic', {}]],
      themeConfig: { footer: { copyright: 'Dino Inc.' }, announcementBar: { id: 'news', content: 'News!' } } };\n`,
    'src/pages/index.js': `import { Redirect } from '@docusaurus/router';\nexport default function Home() { return <Redirect to="/docs/intro" />; }\n`,
    'src/pages/embed.js': `import Navbar from '@theme/Navbar';\nexport default function Embed() { return <><Navbar /><p>Embedded</p></>; }\n`,
    'src/pages/full.js': `import Layout from '@theme/Layout';\nexport default function Full() { return <Layout noFooter><p>Tall</p></Layout>; }\n`,
  });
  const count = (html: string, pattern: RegExp) => html.match(new RegExp(pattern, 'g'))?.length ?? 0;
  const chrome = (url: string) => {
    const html = b.page(url);
    return {
      navbar: count(html, /<nav class="navbar[ "]/),
      footer: count(html, /<footer class="footer/),
      bar: count(html, /data-announcement="news"/),
    };
  };
  assert.deepEqual(chrome('/'), { navbar: 0, footer: 0, bar: 0 });
  assert.match(b.page('/'), /<meta http-equiv="refresh" content="0; url=\/docs\/intro"\/>/);
  assert.deepEqual(chrome('/embed'), { navbar: 1, footer: 0, bar: 0 });
  assert.deepEqual(chrome('/full'), { navbar: 1, footer: 0, bar: 1 });
  assert.deepEqual(chrome('/docs/intro'), { navbar: 1, footer: 1, bar: 1 }, 'other pages keep the whole frame');
});

test('page code may import Markdown (rendered), @theme/ThemedImage, and load code with import() without it becoming a page', async () => {
  const b = await site({
    'src/pages/releases.tsx': [
      `import Layout from '@theme/Layout';`,
      `import ThemedImage from '@theme/ThemedImage';`,
      `import Table from './_table.md';`,
      `export default function Releases() {`,
      `  const load = () => import('../lazy/widget.js').then((m) => m.start());`,
      `  return <Layout title="Releases"><Table /><ThemedImage alt="logo" sources={{ light: '/img/l.png', dark: '/img/d.png' }} /><button onClick={load}>go</button></Layout>;`,
      `}`,
    ].join('\n'),
    'src/pages/_table.md': '---\ntitle: Table\n---\n\nimport X from "y";\n\n| v | date |\n|---|---|\n| 1.0 | today |\n',
    'src/lazy/widget.js': 'export function start() { return window.alert(1); }\nwindow.x = 1;\n',
  });
  const page = b.page('/releases');
  assert.match(page, /<div class="markdown"><table>[\s\S]*<td>1.0<\/td>[\s\S]*<\/table>\n<\/div>/);
  assert.doesNotMatch(page, /import X/);
  assert.match(
    page,
    /<img alt="logo" src="\/img\/l.png" class="only-light"\/><img alt="logo" src="\/img\/d.png" class="only-dark"\/>/,
  );
  assert.deepEqual(
    b.models[0].table.routes.filter((r) => r.kind === 'page').map((r) => r.path),
    ['/releases'],
  );
});

test('a line ``` code ``` inside <TabItem> does not open a fence that would hide </Tabs>', async () => {
  const b = await site({
    'docs/intro.md':
      "import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n" +
      '# Intro\n\n<Tabs>\n  <TabItem value="cli" label="CLI" default>\n    ``` npx run --mode x ```\n  </TabItem>\n  <TabItem value="expo" label="Expo">\n    ``` npx expo run ```\n  </TabItem>\n</Tabs>\n\nAfter.\n',
  });
  const page = b.page('/docs/intro');
  assert.match(page, /<div class="tabs tabs-container">/);
  // The tab set closes at </Tabs>: the paragraph after it is outside the panels.
  assert.match(page, /npx expo run[\s\S]*<\/div>\n<\/div>\n<p>After.<\/p>/);
});

test("themeConfig.algolia: Docusaurus's /search page and navbar search box exist, backed by sitegen's search", async () => {
  const b = await site({
    'docusaurus.config.js': `module.exports = {
      title: 'Dino', url: 'https://dino.example', baseUrl: '/',
      i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },
      presets: [['classic', {}]],
      themeConfig: {
        navbar: { items: [{ to: 'docs/intro', label: 'Docs' }] },
        algolia: { appId: 'APP', apiKey: 'KEY', indexName: 'dino', contextualSearch: true, insights: true },
      },
    };\n`,
  });
  for (const [url, form] of [
    ['/search', '/search'],
    ['/fr/search', '/fr/search'],
  ]) {
    const page = b.page(url);
    assert.match(page, /data-search-page/);
    assert.match(page, new RegExp(`<form class="search-page__form" action="${form}" method="get" role="search">`));
  }
  assert.match(b.page('/docs/intro'), /class="search-button[^"]*"[^>]*href="\/search"/);
  assert.match(b.page('/fr/docs/intro'), /class="search-button[^"]*"[^>]*href="\/fr\/search"/);
  const warning = b.warnings.find((w) => /not honoured/.test(w.message))?.message ?? '';
  assert.match(warning, /themeConfig.algolia.insights: not supported/);
  assert.doesNotMatch(warning, /algolia.(appId|apiKey|indexName|contextualSearch)/);
});

test('titleDelimiter joins a page title and the site title; a <Head> title is used as it is', async () => {
  const b = await site({
    'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/', titleDelimiter: '·',
      presets: [['classic', {}]] };\n`,
    'src/pages/releases.js': `import Layout from '@theme/Layout';\nexport default function R() { return <Layout title="Releases"><p>1.0</p></Layout>; }\n`,
    'src/pages/home2.js': `import Layout from '@theme/Layout';\nimport Head from '@docusaurus/Head';\nexport default function H() { return <Layout title="Ignored"><Head><title>Dino · Roar</title></Head><p>Hi</p></Layout>; }\n`,
  });
  assert.match(b.page('/releases'), /<title>Releases · Dino<\/title>/);
  assert.match(b.page('/releases'), /<meta property="og:title" content="Releases · Dino"\/>/);
  assert.match(b.page('/docs/intro'), /<title>Intro · Dino<\/title>/);
  assert.match(b.page('/home2'), /<title>Dino · Roar<\/title>/);
  const warning = b.warnings.find((w) => /not honoured/.test(w.message))?.message ?? '';
  assert.doesNotMatch(warning, /titleDelimiter/);
});

test("what else <Head> holds goes to the document head; a meta the document has gives way to the page's", async () => {
  const b = await site({
    'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/', presets: [['classic', {}]] };\n`,
    'src/pages/draft.js': `import Layout from '@theme/Layout';\nimport Head from '@docusaurus/Head';
export default function D() {
  return <Layout title="Draft"><Head>
    <meta name="robots" content="noindex, nofollow" />
    <meta property="og:title" content="A draft" />
    <link rel="preconnect" href="https://cdn.example" />
    <link rel="canonical" href="https://dino.example/final" />
    <><script src="/js/chart.js" async /></>
    <html className="plain" lang="en-GB" dir="ltr" />
    <body className="wide" />
  </Head><p>Soon.</p></Layout>;
}\n`,
    'src/pages/arabic.js': `import Layout from '@theme/Layout';\nimport Head from '@docusaurus/Head';
export default function A() { return <Layout title="Arabic"><Head><html lang="ar" dir="rtl" /></Head><p>مرحبا</p></Layout>; }\n`,
  });
  const html = b.page('/draft');
  const head = html.slice(0, html.indexOf('</head>'));
  assert.match(head, /<meta name="robots" content="noindex, nofollow"\/>/);
  assert.match(head, /<link rel="preconnect" href="https:\/\/cdn.example"\/>/);
  assert.match(head, /<script src="\/js\/chart.js" async=""><\/script>/, 'inside a fragment too');
  assert.deepEqual(
    [...head.matchAll(/property="og:title" content="([^"]*)"/g)].map((m) => m[1]),
    ['A draft'],
  );
  assert.deepEqual(
    [...head.matchAll(/rel="canonical" href="([^"]*)"/g)].map((m) => m[1]),
    ['https://dino.example/final'],
  );
  assert.match(html, /<html [^>]*class="[^"]*\bplain\b/);
  assert.match(html, /<html lang="en-GB" dir="ltr"/, "<html lang> and dir replace the locale's");
  assert.match(b.page('/arabic'), /<html lang="ar" dir="rtl"/);
  assert.match(b.page('/docs/intro'), /<html lang="en" dir="ltr"/, "other pages keep the locale's");
  assert.match(html, /<body class="page--page wide"/);
  assert.doesNotMatch(html.slice(html.indexOf('</head>')), /noindex|preconnect/, 'nothing of it in the body');
  assert.doesNotMatch(b.page('/docs/intro'), /noindex|preconnect|A draft/, 'other pages keep their own head');
  const sitemap = b.writer.text('sitemap.xml');
  assert.doesNotMatch(
    sitemap,
    /dino.example\/draft/,
    "a React page whose <Head> says noindex is left out, as Docusaurus's sitemap leaves it out",
  );
  assert.match(sitemap, /<loc>https:\/\/dino.example\/docs\/intro<\/loc>/);
});

test('a <head> in Markdown, or an imported <Head>, goes to the document head and not the body', async () => {
  const b = await site({
    'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/', presets: [['classic', {}]] };\n`,
    'docs/hidden.md': `# Hidden\n\n<head>\n  <meta name="robots" content="noindex" />\n  <title>Hidden page</title>\n</head>\n\nText.\n\n\`\`\`html\n<head></head>\n\`\`\`\n`,
    'docs/keywords.mdx': `import Head from '@docusaurus/Head';\n\n# Keywords\n\n<Head>\n  <meta name="keywords" content="dino, roar" />\n</Head>\n\nBody.\n`,
  });
  const hidden = b.page('/docs/hidden');
  const [head, body] = [hidden.slice(0, hidden.indexOf('</head>')), hidden.slice(hidden.indexOf('</head>'))];
  assert.match(head, /<meta name="robots" content="noindex" ?\/>/);
  assert.deepEqual(
    [...head.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => m[1]),
    ['Hidden page'],
  );
  assert.doesNotMatch(body, /noindex|Hidden page/);
  assert.match(
    body,
    /&lt;<\/span><span class="hljs-name"><span class="token tag">head<\/span><\/span>/,
    'code that shows a <head> stays code',
  );
  assert.doesNotMatch(
    b.writer.text('sitemap.xml'),
    /docs\/hidden/,
    "a noindex doc is not in the sitemap, as Docusaurus's leaves it out",
  );
  assert.match(b.writer.text('sitemap.xml'), /<loc>https:\/\/dino.example\/docs\/keywords<\/loc>/);
  const keywords = b.page('/docs/keywords');
  assert.match(keywords.slice(0, keywords.indexOf('</head>')), /<meta name="keywords" content="dino, roar" ?\/>/);
  assert.doesNotMatch(keywords.slice(keywords.indexOf('</head>')), /dino, roar/);
});

test("each page carries theme-classic's search metadata and twitter:card, as DocSearch's crawler reads them", async () => {
  const b = await site({
    'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/',
      i18n: { defaultLocale: 'en', locales: ['en', 'fr'] }, presets: [['classic', {}]] };\n`,
    'blog/2024-01-02-hello.md': '---\ntags: [news]\n---\n# Hello\n\nHi.\n',
    'src/pages/about.js': `export default function About() { return <p>About</p>; }\n`,
  });
  const metas = (url: string) =>
    Object.fromEntries(
      [...b.page(url).matchAll(/<meta name="(docusaurus_\w+|docsearch:\w+|twitter:card)" content="([^"]*)"\/>/g)].map(
        (m) => [m[1], m[2]],
      ),
    );
  assert.deepEqual(metas('/docs/intro'), {
    docusaurus_locale: 'en',
    docusaurus_version: 'current',
    docusaurus_tag: 'docs-default-current',
    'docsearch:language': 'en',
    'docsearch:version': 'current',
    'docsearch:docusaurus_tag': 'docs-default-current',
    'twitter:card': 'summary_large_image',
  });
  const plain = (tag: string, locale = 'en') => ({
    docusaurus_locale: locale,
    docusaurus_tag: tag,
    'docsearch:language': locale,
    'docsearch:docusaurus_tag': tag,
    'twitter:card': 'summary_large_image',
  });
  assert.deepEqual(metas('/blog'), plain('blog_posts_list'));
  assert.deepEqual(metas('/blog/tags/news'), plain('blog_tags_posts'));
  assert.deepEqual(metas('/blog/tags'), plain('blog_tags_list'));
  assert.deepEqual(metas('/blog/2024/01/02/hello'), plain('default'));
  assert.deepEqual(metas('/about'), plain('default'));
  assert.deepEqual(metas('/fr/about'), plain('default', 'fr'));
});

test('a page file named users.html.js is the page /users.html, written as users.html whatever trailingSlash says', async () => {
  for (const trailingSlash of [undefined, true, false]) {
    const b = await site({
      'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/', trailingSlash: ${trailingSlash},
        presets: [['classic', {}]] };\n`,
      'src/pages/users.html.js': `export default function Users() { return <p id="users">Users</p>; }\n`,
      'docs/intro.md': '# Intro\n\nSee [the users](/users.html).\n',
    });
    const files = b.files();
    assert.ok(files.includes('users.html'), `${trailingSlash}: ${files.join(' ')}`);
    assert.ok(!files.some((f) => f.startsWith('users/') || f === 'users.html.html'), String(trailingSlash));
    assert.match(b.writer.text('users.html'), /<link rel="canonical" href="https:\/\/dino.example\/users.html"\/>/);
    assert.ok(!b.warnings.some((w) => /users/.test(w.message)), String(trailingSlash));
  }
});

test('a React page renders once: its <Layout title> gives the title from the same render as its body', async () => {
  const b = await site({
    'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/', presets: [['classic', {}]] };\n`,
    'src/pages/count.js': `import Layout from '@theme/Layout';\nlet renders = 0;\nexport default function C() { renders += 1; return <Layout title={'Render ' + renders}><p id="n">{renders}</p></Layout>; }\n`,
  });
  assert.match(b.page('/count'), /<title>Render 1 \| Dino<\/title>/);
  assert.match(b.page('/count'), /<p id="n">1<\/p>/);
});

test("the built-in search page focuses its field on load, as theme-search-algolia's does, before any script", async () => {
  const b = await site({
    'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/', presets: [['classic', {}]],
      themeConfig: { algolia: { appId: 'APP', apiKey: 'KEY', indexName: 'dino' } } };\n`,
  });
  assert.match(b.page('/search'), /<input id="search-page-input"[^>]* autofocus=""/);
});

test('a site page at the search path wins over the built-in one; searchPagePath: false has none', async () => {
  const own = await site({
    'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/', presets: [['classic', {}]],
      themeConfig: { algolia: { appId: 'APP', apiKey: 'KEY', indexName: 'dino' } } };\n`,
    'src/pages/search.js': `export default function Mine() { return <p id="mine">my search</p>; }\n`,
  });
  assert.match(own.page('/search'), /<p id="mine">my search<\/p>/);
  assert.ok(!own.warnings.some((w) => w.code === 'duplicate-route'));
  const none = await site({
    'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/', presets: [['classic', {}]],
      themeConfig: { algolia: { appId: 'APP', apiKey: 'KEY', indexName: 'dino', searchPagePath: false } } };\n`,
  });
  // No search page (the locale's search file, search.en.json, names the hosted index's settings).
  assert.ok(!none.files().some((f) => /^search(\/|\.html$)/.test(f)));
});

test('a React page in i18n/<locale>/docusaurus-plugin-content-pages/ replaces its source in that locale', async () => {
  const b = await site({
    ...FILES,
    'i18n/fr/docusaurus-plugin-content-pages/about.tsx': `import Layout from '@theme/Layout';\nimport Head from '@docusaurus/Head';\nexport default function About() { return <Layout><Head><title>À propos</title></Head><p>Qui sommes-nous.</p></Layout>; }\n`,
    'i18n/fr/docusaurus-plugin-content-pages/stray.tsx': `export default function Stray() { return <p>Stray</p>; }\n`,
  });
  const fr = b.page('/fr/about');
  assert.match(fr, /<title>À propos<\/title>/);
  assert.match(fr, /<p>Qui sommes-nous\.<\/p>/);
  assert.doesNotMatch(fr, /About\./);
  assert.match(b.page('/about'), /<p>About\.<\/p>/, 'the default locale keeps its source');
  assert.ok(!b.files().some((f) => f.includes('stray')), 'a translation of no page is not a page');
  const unmatched = b.warnings.filter((w) => w.code === 'unmatched-translation');
  assert.equal(unmatched.length, 1, 'only the stray translation is named');
  assert.match(unmatched[0].file ?? '', /i18n\/fr\/docusaurus-plugin-content-pages\/stray\.tsx$/);
  assert.match(
    unmatched[0].message,
    /fr: this translation matches no source \(src\/pages\/stray\.tsx does not exist\)/,
  );
});

test("translate() at a module's top level takes each locale's messages, as Docusaurus's per-locale bundles do", async () => {
  const b = await site({
    'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/',
      i18n: { defaultLocale: 'en', locales: ['en', 'fr'] }, presets: [['classic', {}]] };\n`,
    // A list of features made once, when the module loads (wails's home page does this).
    'src/components/Features.js': `import { translate } from '@docusaurus/Translate';
const FEATURES = [translate({ id: 'f.one', message: 'Fast' }), translate({ id: 'f.two' })];
export default function Features() { return <ul>{FEATURES.map((f) => <li key={f}>{f}</li>)}</ul>; }\n`,
    'src/pages/index.js': `import Layout from '@theme/Layout';\nimport Features from '../components/Features';\nexport default function Home() { return <Layout><Features /></Layout>; }\n`,
    'src/pages/plain.js': `import Layout from '@theme/Layout';\nimport Translate from '@docusaurus/Translate';\nexport default function Plain() { return <Layout><p id="p"><Translate id="f.three">Three</Translate></p></Layout>; }\n`,
    'i18n/fr/code.json': JSON.stringify({ 'f.one': { message: 'Rapide' }, 'f.three': { message: 'Trois' } }),
  });
  // Untranslated and without a message, Docusaurus shows the id.
  assert.match(b.page('/'), /<ul><li>Fast<\/li><li>f\.two<\/li><\/ul>/);
  assert.match(b.page('/fr/'), /<ul><li>Rapide<\/li><li>f\.two<\/li><\/ul>/);
  assert.match(b.page('/fr/plain'), /<p id="p">Trois<\/p>/);
  assert.match(b.page('/plain'), /<p id="p">Three<\/p>/);
  // The page hydrates with the messages it was rendered with, read as it rendered or as its modules loaded.
  const strings = (file: string) => {
    const json = /data-page="([^"]*)"/.exec(b.page(file))![1].replaceAll('&quot;', '"');
    return (JSON.parse(json) as { site: { strings: Record<string, string> } }).site.strings;
  };
  assert.deepEqual(strings('/fr/plain'), { 'f.three': 'Trois' });
  assert.deepEqual(strings('/fr/'), { 'f.one': 'Rapide' });
});

test('a doc may import a theme component the site writes itself in src/theme, as Docusaurus resolves @theme/', async () => {
  const b = await site({
    // tauri's docs import @theme/Command, a component of the site's own src/theme that no theme provides.
    'src/theme/Command.js': `import CodeBlock from '@theme/CodeBlock';\nexport default function Command({ name }) { return <div className="command"><CodeBlock language="sh">{'npm run tauri ' + name}</CodeBlock></div>; }\n`,
    'docs/cli.mdx': `# CLI\n\nimport Command from '@theme/Command'\n\n<Command name="build" />\n`,
  });
  // The code's text (Docusaurus's default Prism theme colours commands, so they are marked).
  assert.match(
    b.page('/docs/cli').replace(/<\/?span[^>]*>/g, ''),
    /<div class="command"><div class="code-block[^"]*"[^>]*>.*npm run tauri build/s,
  );
});

test('tabs a site component draws from @theme/Tabs in a doc are tab sets, each with ids of its own', async () => {
  // tauri's src/theme/Command.js draws one tab per package manager; a doc shows it twice.
  const b = await site({
    'src/theme/Command.js': `import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
export default function Command({ name }) {
  return <Tabs groupId="pm"><TabItem value="npm" label="npm"><p>npm run {name}</p></TabItem><TabItem value="yarn" default><p>yarn {name}</p></TabItem></Tabs>;
}
`,
    'docs/cli.mdx': `# CLI\n\nimport Command from '@theme/Command'\n\n<Command name="build" />\n\n<Command name="dev" />\n`,
  });
  const html = b.page('/docs/cli');
  const sets = html.match(/<div class="tabs[^"]*" data-group="pm"><div role="tablist" class="tabs__list">/g) ?? [];
  assert.equal(sets.length, 2, html);
  assert.match(
    html,
    /<button type="button" role="tab" class="tabs__tab tabs__item" id="[\w-]+" aria-controls="[\w-]+" aria-selected="false" tabindex="-1" data-value="npm">npm<\/button>/,
  );
  assert.match(html, /aria-selected="true" tabindex="0" data-value="yarn">yarn<\/button>/);
  assert.match(html, /<div role="tabpanel" class="tabs__panel"[^>]*hidden=""><p>npm run build<\/p><\/div>/);
  const ids = [...html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
  assert.deepEqual(
    ids.filter((id, i) => ids.indexOf(id) !== i),
    [],
    'no id twice',
  );
});

test("<DocCardList /> in a category's own doc lists the category's items as Docusaurus's cards", async () => {
  const b = await site({
    'sidebars.js': `module.exports = { docs: ['intro', { type: 'category', label: 'Guides', link: { type: 'doc', id: 'guides/index' },
      items: ['guides/setup', { type: 'link', label: 'Forum', href: 'https://forum.dino.example' },
        { type: 'category', label: 'Deeper', items: ['guides/deep/one', 'guides/deep/two'] }] }] };\n`,
    'docs/guides/index.mdx': `# Guides\n\nimport DocCardList from '@theme/DocCardList';\n\n<DocCardList />\n`,
    'docs/guides/setup.md': '---\ndescription: Install the dinosaur\n---\n\n# Setup\n\nText.\n',
    'docs/guides/deep/one.md': '# One\n',
    'docs/guides/deep/two.md': '# Two\n',
  });
  const cards = /<section class="row">.*?<\/section>/s.exec(b.page('/docs/guides/'))?.[0] ?? '';
  // As theme-classic 2.4.3's DocCard: a doc's description, a category's item count; a link has none.
  const card = (href: string, title: string, description?: string) =>
    `<article class="col col--6 margin-bottom--lg"><a class="card padding--lg cardContainer" href="${href}"` +
    `${href.startsWith('https:') ? ' target="_blank" rel="noopener noreferrer"' : ''}>` +
    `<h2 class="text--truncate cardTitle" title="${title.slice(title.indexOf(' ') + 1)}">${title}</h2>` +
    (description ? `<p class="text--truncate cardDescription" title="${description}">${description}</p>` : '') +
    '</a></article>';
  assert.equal(
    cards,
    '<section class="row">' +
      card('/docs/guides/setup', '📄️ Setup', 'Install the dinosaur') +
      card('https://forum.dino.example', '🔗 Forum') +
      card('/docs/guides/deep/one', '🗃️ Deeper', '2 items') +
      '</section>',
  );
});

test('<DocCardList /> in a doc inside a category lists the category it is in, as useCurrentSidebarCategory finds it', async () => {
  const b = await site({
    'sidebars.js': `module.exports = { docs: ['intro', { type: 'category', label: 'Guides',
      items: ['guides/overview', 'guides/setup', { type: 'category', label: 'Deeper', items: ['guides/deep/one'] }] }] };\n`,
    'docs/intro.mdx': `# Intro\n\nimport DocCardList from '@theme/DocCardList';\n\n<DocCardList />\n`,
    'docs/guides/overview.mdx': `# Overview\n\nimport DocCardList from '@theme/DocCardList';\n\n<DocCardList />\n`,
    'docs/guides/setup.md': '# Setup\n',
    'docs/guides/deep/one.md': '# One\n',
  });
  const titles = (page: string) =>
    [...(/<section class="row">.*?<\/section>/s.exec(page)?.[0] ?? '').matchAll(/<h2[^>]* title="([^"]*)"/g)].map(
      (m) => m[1],
    );
  // The page's own category, itself among its cards, as in Docusaurus.
  assert.deepEqual(titles(b.page('/docs/guides/overview')), ['Overview', 'Setup', 'Deeper']);
  // A top-level doc is in no category: no cards (Docusaurus stops the build there).
  assert.deepEqual(titles(b.page('/docs/intro')), []);
});

test('<DocCardList items={...} /> lists the items it is given, a linked doc with its description', async () => {
  // flow's docs index: `<DocCardList items={docsCategories} />`, links with the doc id each one stands for, in no
  // category; sitegen listed the page's category (none) and the cards were missing.
  const b = await site({
    'sidebars.js': "module.exports = { docs: ['index', 'setup'] };\n",
    'docs/index.mdx': `# Docs\n\nimport DocCardList from '@theme/DocCardList';\nimport items from '../src/items';\n\n<DocCardList items={items} />\n`,
    'src/items.js': `export default [{ type: 'link', href: '/docs/setup', label: 'Setting up', docId: 'setup' },
  { type: 'link', href: 'https://forum.dino.example', label: 'Forum', description: 'Ask us' },
  { type: 'category', label: 'More', href: '/docs/setup', items: [{ type: 'link', href: '/docs/setup', label: 'S' }, { type: 'link', href: '/docs/', label: 'D' }] }];\n`,
    'docs/setup.md': '---\ndescription: Install the dinosaur\n---\n\n# Setup\n\nText.\n',
  });
  const cards = /<section class="row">.*?<\/section>/s.exec(b.page('/docs/'))?.[0] ?? '';
  const titles = [...cards.matchAll(/<h2[^>]*>([^<]*)<\/h2>(?:<p[^>]*>([^<]*)<\/p>)?/g)].map((m) => [m[1], m[2]]);
  assert.deepEqual(titles, [
    ['📄️ Setting up', 'Install the dinosaur'],
    ['🔗 Forum', 'Ask us'],
    ['🗃️ More', '2 items'],
  ]);
  assert.match(cards, /href="\/docs\/setup"/);
});

test('<DocCardList items={useCurrentSidebarCategory().items} />: a category with no page links to its first doc; a swizzled DocCard gets each item whole', async () => {
  // tauri's guides index: its categories have no page of their own, and its DocCard reads a category's
  // customProps.description and a doc's description through useDocById(item.docId).
  const b = await site({
    'sidebars.js': `module.exports = { docs: [{ type: 'category', label: 'Guides', link: { type: 'doc', id: 'guides/readme' },
      items: [{ type: 'category', label: 'Building', customProps: { description: 'Ship it' }, items: ['guides/building/linux'] },
        'guides/faq'] }] };\n`,
    'docs/guides/readme.mdx': `# Guides\n\nimport DocCardList from '@theme/DocCardList';\nimport { useCurrentSidebarCategory } from '@docusaurus/theme-common';\n\n<DocCardList items={useCurrentSidebarCategory().items} />\n`,
    'docs/guides/building/linux.md': '# Linux\n',
    'docs/guides/faq.md': '---\ndescription: Questions, answered\n---\n\n# FAQ\n',
    'src/theme/DocCard/index.js': `import React from 'react';
import { useDocById } from '@docusaurus/theme-common/internal';
export default function DocCard({ item }) {
  const doc = useDocById(item.docId ?? undefined);
  const description = item.customProps?.description ?? doc?.description ?? '';
  return <a className="my-card" href={item.href ?? item.items[0].href}>{item.label}: {description}</a>;
}
`,
  });
  const page = b.page('/docs/guides/');
  assert.match(page, /<a class="my-card" href="\/docs\/guides\/building\/linux">Building: Ship it<\/a>/);
  assert.match(page, /<a class="my-card" href="\/docs\/guides\/faq">FAQ: Questions, answered<\/a>/);
  // theme-classic's own card of a category without a page links to its first link, inside a category of it too.
  const plain = await site({
    'sidebars.js': `module.exports = { docs: [{ type: 'category', label: 'Guides', link: { type: 'doc', id: 'guides/readme' },
      items: [{ type: 'category', label: 'Deep', items: [{ type: 'category', label: 'Deeper', items: ['guides/deep/one'] }] }] }] };\n`,
    'docs/guides/readme.mdx': `# Guides\n\nimport DocCardList from '@theme/DocCardList';\nimport { useCurrentSidebarCategory } from '@docusaurus/theme-common';\n\n<DocCardList items={useCurrentSidebarCategory().items} />\n`,
    'docs/guides/deep/one.md': '# One\n',
  });
  assert.match(
    plain.page('/docs/guides/'),
    /<a class="card padding--lg cardContainer" href="\/docs\/guides\/deep\/one"><h2 class="text--truncate cardTitle" title="Deep">🗃️ Deep<\/h2>/,
  );
});

test('@docusaurus/plugin-content-docs/client gives a page the docs versions, from the docs plugin’s global data', async () => {
  const b = await site({
    'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/',
      i18n: { defaultLocale: 'en', locales: ['en', 'fr'] }, presets: [['classic', {}]] };\n`,
    // tauri's home page links its cards into the docs this way.
    'src/pages/start.js': `import Layout from '@theme/Layout';
import { useLatestVersion, useVersions } from '@docusaurus/plugin-content-docs/client';
export default function Start() {
  const latest = useLatestVersion();
  return <Layout><a id="go" href={latest.path + '/intro'}>{latest.name} of {useVersions().length}</a></Layout>;
}\n`,
  });
  assert.match(b.page('/start'), /<a id="go" href="\/docs\/intro">current of 1<\/a>/);
  assert.match(b.page('/fr/start'), /<a id="go" href="\/fr\/docs\/intro">current of 1<\/a>/);
});

test('customCss imports packages as webpack does: ~pkg, and a bare name by its style field', async () => {
  const b = await site({
    'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/',
      presets: [['classic', { theme: { customCss: './src/css/custom.css' } }]] };\n`,
    // As tauri's: a font package by its main file, an icon package by its `style` field.
    'src/css/custom.css': "@import '~@fontsource/rubik';\n@import 'bootstrap-icons';\n.x { color: red; }\n",
    'node_modules/@fontsource/rubik/package.json': '{ "name": "@fontsource/rubik", "main": "index.css" }',
    'node_modules/@fontsource/rubik/index.css': '.rubik { font-family: Rubik; }\n',
    'node_modules/bootstrap-icons/package.json':
      '{ "name": "bootstrap-icons", "main": "bootstrap-icons.svg", "style": "font/bootstrap-icons.css" }',
    'node_modules/bootstrap-icons/bootstrap-icons.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'node_modules/bootstrap-icons/font/bootstrap-icons.css': '.bi { font-family: bootstrap-icons; }\n',
  });
  const cssFile = /<link rel="stylesheet" href="\/(assets\/site\.[0-9a-f]+\.css)"\/>/.exec(b.page('/docs/intro'))![1];
  const css = b.writer.text(cssFile);
  assert.match(css, /\.rubik\s*\{\s*font-family:\s*Rubik/);
  assert.match(css, /\.bi\s*\{\s*font-family:\s*bootstrap-icons/);
});

test('mdx-mermaid maps to sitegen’s diagrams: its remark plugin turns them on, its <Mermaid chart> draws one', async () => {
  const b = await site({
    'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/',
      presets: [['classic', { docs: { remarkPlugins: [require('mdx-mermaid')] } }]] };\n`,
    'node_modules/mdx-mermaid/package.json': '{ "name": "mdx-mermaid", "main": "index.js" }',
    'node_modules/mdx-mermaid/index.js': 'module.exports = function mdxMermaid() { return () => {}; };\n',
    'node_modules/mdx-mermaid/Mermaid.js': 'exports.Mermaid = () => null;\n',
    // As tauri's architecture page: the package's component, with the chart in a template literal.
    'docs/flow.mdx':
      "# Flow\n\nimport { Mermaid } from 'mdx-mermaid/Mermaid';\n\n<Mermaid chart={`graph TB;\n  A-->B;`} />\n\n```mermaid\ngraph LR;\n  C-->D;\n```\n",
  });
  const html = b.page('/docs/flow');
  assert.match(
    html,
    /<div class="mermaid-diagram" data-mermaid><pre class="mermaid-source">graph TB;\n {2}A--&gt;B;<\/pre><\/div>/,
  );
  assert.match(
    html,
    /<div class="mermaid-diagram" data-mermaid><pre class="mermaid-source">graph LR;\n {2}C--&gt;D;<\/pre><\/div>/,
  );
  const warning = b.warnings.find((w) => /not honoured/.test(w.message))?.message ?? '';
  assert.doesNotMatch(warning, /mdx-mermaid/);
});

test('an element that names nothing renders as MDX 1 renders it, a <div> with its props, and is a warning', async () => {
  const b = await site({
    // As tauri's Qwik guide: a file with imports uses <InstallTauriApi /> without importing it.
    'src/theme/Command.js': `export default function Command({ name }) { return <code>{name}</code>; }\n`,
    'docs/with-imports.mdx':
      '# With\n\nimport Command from \'@theme/Command\'\n\n<Command name="dev" />\n\n<InstallTauriApi title="x" />\n',
    'docs/plain.md':
      '# Plain\n\nBefore.\n\n<Missing>\n\nInside **bold**.\n\n</Missing>\n\nText <Chip>word</Chip> here.\n',
    // hydra's fair-cluster.md: a line of JSX that opens with one, text after it; MDX 1 shows that text as written.
    'docs/lines.md':
      '# Lines\n\n<GithubLink to="x">here</GithubLink>. Read [doc](/docs/plain).\n\n<Badge /> and *after*.\n\nEnd.\n',
    // A name the file does not declare is a shortcode though a global has it (`File`); JSX after a self-closed
    // element is JSX (its expression evaluated, its tag an element), as in MDX 1.
    'docs/globals.md': '# Globals\n\n<File name="a">x</File> and more.\n\n<Pill /> and {1 + 1} <b>x</b>.\n',
  });
  assert.match(b.page('/docs/globals'), /<div name="a">x<\/div> and more\.\s*<div><\/div> and 2 <b>x<\/b>\./);
  assert.match(
    b.page('/docs/lines'),
    /<div to="x">here<\/div>\. Read \[doc\]\(\/docs\/plain\)\.\s*<div><\/div> and \*after\*\.\s*<p>End\.<\/p>/,
  );
  assert.match(b.page('/docs/with-imports'), /<code>dev<\/code>\s*<div title="x"><\/div>/);
  assert.match(b.page('/docs/plain'), /<div><p>Inside <strong>bold<\/strong>.<\/p>\s*<\/div>/);
  assert.match(b.page('/docs/plain'), /<p>Text <div>word<\/div> here.<\/p>/);
  const named = b.warnings
    .filter((w) => /is not imported/.test(w.message))
    .map((w) => `${path.basename(w.file)}:${w.line} ${w.message.split(';')[0]}`);
  assert.deepEqual(
    named.sort(),
    [
      'globals.md:3 <File> is not imported, exported or in MDXComponents',
      'globals.md:5 <Pill> is not imported, exported or in MDXComponents',
      'lines.md:3 <GithubLink> is not imported, exported or in MDXComponents',
      'lines.md:5 <Badge> is not imported, exported or in MDXComponents',
      'plain.md:5 <Missing> is not imported, exported or in MDXComponents',
      'plain.md:11 <Chip> is not imported, exported or in MDXComponents',
      'with-imports.mdx:7 <InstallTauriApi> is not imported, exported or in MDXComponents',
    ].sort(),
  );
});

test('a component that throws in a line of JSX is an error that names the block and its line', async () => {
  await assert.rejects(
    buildDocusaurusSite({
      'src/components/Boom.js': "export default function Boom() { throw new Error('kaboom'); }\n",
      'docs/boom.mdx': "import Boom from '@site/src/components/Boom';\n\n# Boom\n\n<span>x</span> <Boom /> y\n",
    }),
    (error: Error) => {
      const text = formatError(error);
      assert.match(text, /the JSX of this HTML block failed to render: kaboom/);
      assert.match(text, /boom\.mdx:5/);
      return true;
    },
  );
});

test('<Tabs> that a file does not import render as MDX 1 renders them, <div>s, with a warning each', async () => {
  // avalonia-docs: two guides use <Tabs> and <TabItem> without importing them; Docusaurus 2 stacks every tab's text.
  const tabs = ['<Tabs>', '<TabItem value="a" label="A">', '', 'Tab a.', '', '</TabItem>', '</Tabs>', ''].join('\n');
  const b = await site({
    'src/theme/Command.js': `export default function Command({ name }) { return <code>{name}</code>; }\n`,
    'docs/bare.md': `# Bare\n\n${tabs}`,
    'docs/other-imports.mdx': `import Command from '@theme/Command';\n\n# Other\n\n<Command name="dev" />\n\n${tabs}`,
    'docs/imported.mdx': `import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n# Imported\n\n${tabs}`,
  });
  for (const doc of ['bare', 'other-imports']) {
    const html = markdownOf(b.page(`/docs/${doc}`));
    assert.doesNotMatch(html, /role="tab"/, `${doc}: no tab strip`);
    assert.match(html, /<div[^>]*>\s*<div[^>]*>\s*<p>Tab a\.<\/p>\s*<\/div>\s*<\/div>/, doc);
  }
  assert.match(markdownOf(b.page('/docs/imported')), /role="tab"[^>]*>A<\/button>/, 'imported: sitegen draws the tabs');
  const named = b.warnings
    .filter((w) => /is not imported/.test(w.message))
    .map((w) => `${path.basename(w.file)}:${w.line} ${w.message.split(' is ')[0]}`);
  assert.deepEqual(named.sort(), [
    'bare.md:3 <Tabs>',
    'bare.md:4 <TabItem>',
    'other-imports.mdx:7 <Tabs>',
    'other-imports.mdx:8 <TabItem>',
  ]);
});

test("the lines right under a component's tag, to the first blank line, are its JSX in MDX 1: indented, no code block", async () => {
  // webdriver.io's community/Team.md: each <Card>'s text is indented under the tag, with no blank line.
  const b = await site({
    'docs/team.mdx': [
      'export const Card = ({ name, children }) => <div className="card"><b>{name}</b> <small>{children}</small></div>;',
      '',
      '# Team',
      '',
      '<Card',
      '    name="Ada"',
      '>',
      '    Engineer at <a href="https://example.com/">Example</a>.',
      '</Card>',
      '',
      '<Card name="Grace">',
      '',
      '    indented after a blank line: code, as in MDX 1',
      '',
      '</Card>',
      '',
    ].join('\n'),
  });
  const html = b.page('/docs/team');
  assert.match(
    html,
    // JSX text, as MDX 1 keeps it: no <p> around it.
    /<b>Ada<\/b> <small>Engineer at <a href="https:\/\/example.com\/">Example<\/a>.\s*<\/small>/,
  );
  assert.match(
    html,
    /<b>Grace<\/b> <small><div class="code-block[ "].*?<code[^>]*>(<[^>]+>)*indented after a blank line/,
  );
});

test("a React page's links are checked as Docusaurus checks them: each one to no page is a warning at its line", async () => {
  // webdriver.io's home page linked to a doc that no longer existed; only Docusaurus said so.
  const b = await site({
    'src/pages/index.js': [
      "import Layout from '@theme/Layout';",
      "import Link from '@docusaurus/Link';",
      "import useBaseUrl from '@docusaurus/useBaseUrl';",
      'export default function Home() {',
      '  return <Layout>',
      '    <Link to="/docs/nope-a">a</Link>',
      "    <Link to={useBaseUrl('/docs/nope-b')}>b</Link>",
      '    <a href="docs/nope-c">c</a> <Link to="/docs/intro">intro</Link> <a href="#top">top</a> <a href="https://example.com/x">x</a>',
      '  </Layout>;',
      '}',
      '',
    ].join('\n'),
  });
  const broken = b.warnings
    .filter((w) => w.code === 'broken-link')
    .map((w) => `${path.relative(b.root, w.file)}:${w.line} ${w.message}`);
  assert.deepEqual(broken.sort(), [
    'src/pages/index.js:6 page not found: /docs/nope-a (a link on /)',
    'src/pages/index.js:7 page not found: /docs/nope-b (a link on /)',
    'src/pages/index.js:8 page not found: /docs/nope-c (a link on /)',
  ]);
});

test("a component a doc imports may read the site's config and colour mode, as on a page", async () => {
  const b = await site({
    'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/',
      customFields: { answer: 42 }, themeConfig: { colorMode: { defaultMode: 'dark' } }, presets: [['classic', {}]] };\n`,
    // As tauri's benchmark chart: the colour mode picks the chart's theme.
    'src/theme/Chart.js': `import { useColorMode } from '@docusaurus/theme-common';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
export default function Chart() {
  const { colorMode, isDarkTheme } = useColorMode();
  const { siteConfig } = useDocusaurusContext();
  return <p className="chart">{colorMode} {String(isDarkTheme)} {siteConfig.customFields.answer} {siteConfig.title}</p>;
}\n`,
    'docs/bench.mdx': "# Bench\n\nimport Chart from '@theme/Chart'\n\n<Chart />\n",
  });
  assert.match(b.page('/docs/bench'), /<p class="chart">dark true 42 Dino<\/p>/);
});

test('a page of a Docusaurus 2.0 beta site reads the colour mode from @theme/hooks/useThemeContext', async () => {
  // Recoil's home page picks its feature icons by it.
  const b = await site({
    'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/',
      themeConfig: { colorMode: { defaultMode: 'dark' } }, presets: [['classic', {}]] };\n`,
    'src/pages/index.js': `import useThemeContext from '@theme/hooks/useThemeContext';
export default function Home() {
  const { isDarkTheme, setLightTheme, setDarkTheme } = useThemeContext();
  return <p className="mode">{String(isDarkTheme)} {typeof setLightTheme} {typeof setDarkTheme}</p>;
}\n`,
  });
  assert.match(b.page('/'), /<p class="mode">true function function<\/p>/);
});

test("an HTML block with {expressions} is MDX 1's JSX: it runs, with the props a partial is given", async () => {
  const b = await site({
    // tauri's _tauri-init.mdx: an <ol> written as JSX, with {' '} between lines and text the importing page passes.
    'docs/_init.mdx': [
      '<ol>',
      '  <li>',
      "    Relative to the{' '}",
      '    <code>src-tauri</code> folder.{" "}',
      '    {/* a comment */}',
      '    {props.destDirExplination && (',
      '      <div className="note" dangerouslySetInnerHTML={props.destDirExplination} />',
      '    )}',
      '  </li>',
      '</ol>',
      '',
    ].join('\n'),
    'docs/setup.mdx':
      "# Setup\n\nimport Init from './_init.mdx'\n\n<Init\n  destDirExplination={{\n    __html: 'Use <code>../ui</code>.',\n  }}\n/>\n",
    'docs/plain.md': "# Plain\n\n<p>\n  One{' '}\n  <b>two</b>{props.missing && <i>three</i>}\n</p>\n",
  });
  const list = /<ol>[\s\S]*<\/ol>/.exec(b.page('/docs/setup'))?.[0] ?? '';
  assert.equal(
    list,
    '<ol><li>Relative to the <code>src-tauri</code> folder. <div class="note">Use <code>../ui</code>.</div></li></ol>',
  );
  // A page's own props are empty: what depends on them renders nothing.
  assert.match(b.page('/docs/plain'), /<p>One <b>two<\/b><\/p>/);
  assert.deepEqual(
    b.warnings.filter((w) => /JSX/.test(w.message)),
    [],
  );
});

test('an HTML block whose only expressions are strings stays HTML, the strings its text', async () => {
  const b = await site({
    // tauri's cross-platform guide comments out a paragraph holding `${tauriScript}`.
    'docs/note.md': '# Note\n\n<!-- FIXME: run `${tauriScript}`\n  later. -->\n\nText.\n',
    'docs/init.md': "# Init\n\n<p>\n  Relative to the{' '}\n  <code>src</code> folder.{/* note */}\n</p>\n",
  });
  assert.match(b.page('/docs/init'), /<p>\n {2}Relative to the \n {2}<code>src<\/code> folder.\n<\/p>/);
  assert.match(b.page('/docs/note'), /<!-- FIXME: run `\$\{tauriScript\}`\n {2}later. -->/);
});

test("a Docusaurus site's code lines are Prism's token-line spans, in a <pre> with theme-classic's classes alone", async () => {
  // tauri's custom.css prompts each shell line: pre.language-shell .token-line::before { content: '$ ' }; wails's
  // numbers them: .prism-code.language-go .token-line::before { content: counter(line-number) }.
  const b = await site({
    'docs/cli.md':
      '# CLI\n\n```shell\nnpm run tauri dev\nnpm run tauri build\n```\n\n```js {2}\nconst a = 1;\nconst b = 2;\n```\n',
  });
  // No highlight.js `hljs` class, which theme-classic never writes: babel's Docusaurus 1 script adds a copy button to
  // every `.hljs`, and Docusaurus 1 stylesheets restyle it.
  assert.doesNotMatch(b.page('/docs/cli'), /class="(?:[^"]* )?hljs[ "]/);
  // Without highlight.js's own token spans and the marks of what Prism marks besides.
  const html = b
    .page('/docs/cli')
    .replace(/<span class="hljs-[^"]*"><span class="token [^"]*">([^<]*)<\/span><\/span>/g, '$1')
    .replace(/<span class="(?:hljs-|token )[^"]*">([^<]*)<\/span>/g, '$1');
  assert.match(
    html,
    /<pre class="prism-code language-shell codeBlock_bY9V thin-scrollbar" tabindex="0"><code class="codeBlockLines_e6Vv"><span class="token-line">npm run tauri dev<\/span>\n<span class="token-line">npm run tauri build<\/span><\/code><\/pre>/,
  );
  // A highlighted line is also theme-classic's highlighted line.
  assert.match(
    html,
    /<span class="token-line code-line code-line--highlighted theme-code-block-highlighted-line">const b = 2;<\/span>/,
  );
});

test('an HTML block run as JSX that does not parse is an error at its line', async () => {
  await assert.rejects(
    () => site({ 'docs/bad.md': '# Bad\n\nText.\n\n<p>\n  One {props.x && }\n</p>\n' }),
    (error: unknown) => {
      const text = formatError(error);
      assert.match(text, /this HTML block is JSX \(it has \{expressions\}\) and does not parse: Unexpected "}"/);
      assert.match(text, /bad\.md:6/);
      return true;
    },
  );
});

test("a swizzled src/theme/NotFound is the not-found page, given the route's location as Docusaurus gives it", async () => {
  // hydra's NotFound sends two old paths on and reads `location.pathname` as it renders.
  const b = await site({
    'src/theme/NotFound.js': `import Layout from '@theme/Layout';
export default function NotFound({ location }) {
  return <Layout title="Lost"><h1 id="lost">Nothing at {location.pathname}</h1></Layout>;
}
`,
  });
  const page = b.writer.text('404.html').replaceAll('<!-- -->', '');
  assert.match(page, /<h1 id="lost">Nothing at \/404\.html<\/h1>/);
  assert.match(page, /<title>Lost \| [^<]+<\/title>/, 'its <Layout title> is the title, as in Docusaurus');
  assert.doesNotMatch(page, /class="not-found__code"/);
  assert.ok(!ignoredLines(b).some((l) => l.includes('NotFound')), ignoredLines(b).join('\n'));
  // Other pages get their location too.
  const home = await site({
    'src/pages/index.js': `export default function Home({ location }) { return <p id="at">{location.pathname}</p>; }\n`,
  });
  assert.match(home.page('/'), /<p id="at">\/<\/p>/);
});

test("theme-common's PageMetadata sets a swizzled page's title and description, as Avalonia's NotFound does", async () => {
  const b = await site({
    'src/theme/NotFound.js': `import { PageMetadata, HtmlClassNameProvider } from '@docusaurus/theme-common';
import { translate } from '@docusaurus/Translate';
import Layout from '@theme/Layout';
export default function NotFound() {
  return (
    <>
      <PageMetadata title={translate({ id: 'theme.NotFound.title', message: 'Page Not Found' })} description="Gone" keywords={['lost', 'found']} />
      <HtmlClassNameProvider className="not-found-page">
        <Layout><h1 id="lost">Nothing here</h1></Layout>
      </HtmlClassNameProvider>
    </>
  );
}
`,
  });
  const page = b.writer.text('404.html');
  assert.match(page, /<title>Page Not Found \| [^<]+<\/title>/);
  assert.match(page, /<meta name="keywords" content="lost,found"\/?>/);
  assert.match(page, /<html[^>]* class="[^"]*not-found-page/);
  // A page's description.
  const about = await site({
    'src/pages/about.js': `import { PageMetadata } from '@docusaurus/theme-common';
export default function About() { return <><PageMetadata title="About" description="Who we are" /><p>Us</p></>; }
`,
  });
  assert.match(about.page('/about'), /<meta name="description" content="Who we are"\/>/);
});

test("a component that needs the browser, put in every file's scope by MDXComponents, is an island; modules it uses only there load", async () => {
  // webdriver.io's CreateProjectAnimation: BrowserOnly, translate(), and a module Markdown's server render lacks.
  const b = await site({
    'src/components/Animation.js': `import React from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import { translate } from '@docusaurus/Translate';
import useGlobalData from '@docusaurus/useGlobalData';
export default function Animation() {
  return <BrowserOnly fallback={<p>{translate({ message: 'Loading {what}' }, { what: 'animation' })}</p>}>
    {() => <p>{Object.keys(useGlobalData()).join()}</p>}
  </BrowserOnly>;
}\n`,
    'src/components/Logo.js': `import React from 'react';
import { useColorMode } from '@docusaurus/theme-common';
export default function Logo() { return <img alt="logo" src={useColorMode().colorMode === 'dark' ? 'dark.svg' : 'light.svg'} />; }\n`,
    'src/theme/MDXComponents.js': `import MDXComponents from '@theme-original/MDXComponents';
import Animation from '@site/src/components/Animation';
import Logo from '@site/src/components/Logo';
export default { ...MDXComponents, Animation, Logo };\n`,
    'docs/start.md': '# Start\n\n<Animation />\n\n<Logo />\n',
  });
  const html = b.page('/docs/start');
  assert.match(
    html,
    /<sitegen-island [^>]*data-island="src\/components\/Animation\.js#default"[^>]*><p>Loading animation<\/p>/,
  );
  // A component whose markup follows the colour mode is redrawn in the visitor's mode, as under Docusaurus.
  assert.match(html, /<sitegen-island [^>]*data-island="src\/components\/Logo\.js#default"/);
});

test('a component that needs the browser but imports a Docusaurus module sitegen lacks renders as HTML, named in a warning', async () => {
  const b = await site({
    'src/components/Route.js': `import React, { useState } from 'react';
import useRouteContext from '@docusaurus/useRouteContext';
export default function Route() { const [n] = useState(1); return <p id="route">{n}</p>; }\n`,
    'docs/route.mdx': "import Route from '@site/src/components/Route';\n\n# Route\n\n<Route />\n",
  });
  const html = b.page('/docs/route');
  assert.match(html, /<p id="route">1<\/p>/);
  assert.doesNotMatch(html, /<sitegen-island/);
  const warned = b.warnings.filter((w) => w.message.includes('useRouteContext'));
  assert.equal(warned.length, 1, JSON.stringify(b.warnings));
  assert.match(
    warned[0].message,
    /^src\/components\/Route\.js needs the browser .* imports @docusaurus\/useRouteContext/,
  );
  assert.equal(`${path.basename(warned[0].file ?? '')}:${warned[0].line}`, 'route.mdx:1');
});

test('components that need the browser, defined in MDXComponents itself, render as HTML and are named in a warning', async () => {
  // Not a module of their own, so no island: the build goes on as Docusaurus's would, and says how to get one.
  const b = await site({
    'src/theme/MDXComponents.js': `import React, { useState } from 'react';
import MDXComponents from '@theme-original/MDXComponents';
function Clicker() { const [n, setN] = useState(0); return <button id="clicker" onClick={() => setN(n + 1)}>{n}</button>; }
export default { ...MDXComponents, Clicker };\n`,
    'docs/clicker.md': '# Clicker\n\n<Clicker />\n',
  });
  assert.match(b.page('/docs/clicker'), /<button id="clicker">0<\/button>/);
  const warned = b.warnings.filter((w) => w.message.includes('MDXComponents.js'));
  assert.equal(warned.length, 1, JSON.stringify(b.warnings));
  assert.match(warned[0].message, /needs the browser .* give each component that does its own module/);
});

test('a component Markdown made an island whose browser code does not build stays HTML, named in a warning', async () => {
  // It reads a file with Node's fs while rendering: fine on the server, no browser bundle. The site never asked
  // for an island, so the build goes on as Docusaurus's server render would.
  const b = await site({
    'src/components/Size.js': `import React, { useState } from 'react';
import { statSync } from 'fs';
export default function Size() { const [open] = useState(false); return <p id="size">{open ? 'open' : typeof statSync === 'function' ? 'here' : ''}</p>; }\n`,
    'docs/size.mdx': "import Size from '@site/src/components/Size';\n\n# Size\n\n<Size />\n",
  });
  assert.match(b.page('/docs/size'), /<p id="size">here<\/p>/);
  const warned = b.warnings.filter((w) => w.message.includes('src/components/Size.js'));
  assert.equal(warned.length, 1, JSON.stringify(b.warnings));
  assert.match(
    warned[0].message,
    // esbuild's error, its file named from the site folder.
    /^the browser code of src\/components\/Size\.js did not build \(src\/components\/Size\.js:2:\d+: ERROR: Could not resolve "fs"\): it renders as HTML/,
  );
});

test('a component imported by its file name with its extension (@site/…/Script.jsx) is an island too', async () => {
  // hydra's tab-completion page: esbuild keeps such an import as written when it leaves the module out.
  const b = await site({
    'src/components/Script.jsx': `import React, { useEffect } from 'react';
export default function Script({ src }) { useEffect(() => {}, []); return <pre id="script">{src}</pre>; }\n`,
    'docs/script.mdx': 'import Script from \'@site/src/components/Script.jsx\';\n\n# Script\n\n<Script src="a.sh" />\n',
  });
  assert.match(
    b.page('/docs/script'),
    /<sitegen-island [^>]*data-island="src\/components\/Script\.jsx#default"[^>]*><pre id="script">a.sh<\/pre>/,
  );
});

test('a module of data that uses a browser-only helper is no island: only modules with components are', async () => {
  // react-native-website's TabsConstants: constants picked with ExecutionEnvironment, no component.
  const b = await site({
    'src/constants.js': `import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
export const where = ExecutionEnvironment.canUseDOM ? 'browser' : 'server';\n`,
    'docs/where.mdx': 'import { where } from \'@site/src/constants\';\n\n# Where\n\n<p id="where">{where}</p>\n',
  });
  assert.match(b.page('/docs/where'), /<p id="where">server<\/p>/);
  assert.deepEqual(
    (b.parsed.islands ?? []).map((i) => i.id),
    [],
  );
});

test("MDXComponents' inlineCode renders every inline code span, as MDX 1 does; the table of contents keeps plain code", async () => {
  // react-native-website's InlineCode: `md …` spans are code with working Markdown links.
  const b = await site({
    'src/theme/MDXComponents.js': `import React from 'react';
import MDXComponents from '@theme-original/MDXComponents';
import Link from '@docusaurus/Link';
function InlineCode({ children }) {
  if (!children.startsWith('md ')) return <code>{children}</code>;
  const [, before, text, to, after] = /^md (.*)\\[([^\\]]*)\\]\\(([^)]*)\\)(.*)$/.exec(children);
  return <code className="md">{before}<Link to={to}>{text}</Link>{after}</code>;
}
export default { ...MDXComponents, inlineCode: InlineCode };\n`,
    'docs/events.md':
      '# Events\n\nCalled with `md ({nativeEvent: [PressEvent](pressevent)})` or `plain <b>`.\n\n## The `onPress` prop\n',
  });
  const html = b.page('/docs/events');
  assert.match(html, /<code class="md">\(\{nativeEvent: <a href="pressevent">PressEvent<\/a>\}\)<\/code>/);
  assert.match(html, /<code>plain &lt;b&gt;<\/code>/);
  assert.match(
    html,
    /<h2 class="anchor anchorWithStickyNavbar_LWe7" id="the-onpress-prop">The <code>onPress<\/code> prop/,
  );
  const events = [...b.parsed.entries.values()].find((e) => e.title === 'Events');
  const item = events?.toc.find((t) => t.id === 'the-onpress-prop');
  assert.equal(item?.html, 'The <code>onPress</code> prop');
  assert.deepEqual(
    b.warnings.filter((w) => /replaces how /.test(w.message)),
    [],
    'inlineCode is applied, so not named as unapplied',
  );
});

test("a component in Markdown reads useDocusaurusContext's i18n and siteMetadata on the server, as Docusaurus gives them", async () => {
  const b = await site({
    'docusaurus.config.js': CONFIG,
    'src/css/custom.scss': '',
    'src/components/Lang.js': `import React from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
export default function Lang() {
  const { i18n, siteMetadata } = useDocusaurusContext();
  return <p id="lang">{i18n.currentLocale} of {i18n.locales.join()} (default {i18n.defaultLocale}), {siteMetadata.docusaurusVersion}</p>;
}\n`,
    'docs/lang.mdx': "import Lang from '@site/src/components/Lang';\n\n# Lang\n\n<Lang />\n",
    'i18n/fr/docusaurus-plugin-content-docs/current/lang.mdx':
      "import Lang from '@site/src/components/Lang';\n\n# Langue\n\n<Lang />\n",
  });
  assert.match(b.page('/docs/lang'), /<p id="lang">en of en,fr \(default en\), 2\.4\.3<\/p>/);
  assert.match(b.page('/fr/docs/lang'), /<p id="lang">fr of en,fr \(default en\), 2\.4\.3<\/p>/);
});

test("a component in Markdown reads the plugins' global data on the server, as a page does", async () => {
  const b = await site({
    'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/', presets: [['classic', {}]],
  plugins: [function apps() { return { name: 'apps', async contentLoaded({ actions }) { actions.setGlobalData({ count: 3 }); } }; }] };\n`,
    'src/components/Apps.js': `import React from 'react';
import { usePluginData } from '@docusaurus/useGlobalData';
export default function Apps() { return <p id="apps">{usePluginData('apps').count} apps</p>; }\n`,
    'docs/apps.mdx': "import Apps from '@site/src/components/Apps';\n\n# Apps\n\n<Apps />\n",
  });
  assert.match(b.page('/docs/apps'), /<p id="apps">3 apps<\/p>/);
});

test("a package's CSS imported by name from Markdown beside its component is a stylesheet, not an island", async () => {
  // redux's docs: `import 'react-lite-youtube-embed/dist/LiteYouTubeEmbed.css'` after the component's import.
  const b = await site({
    'node_modules/lite-embed/package.json': '{ "name": "lite-embed", "main": "dist/index.js" }',
    'node_modules/lite-embed/dist/index.js': `"use strict";
var r = require("react");
function LiteEmbed(e) { var t = (0, r.useState)(!1);
  return r.createElement("button", { id: "embed", onClick: function () { t[1](!0); } }, "play " + e.id); }
module.exports = LiteEmbed;\n`,
    'node_modules/lite-embed/dist/embed.css': '.embed-frame { aspect-ratio: 16 / 9; }\n',
    'docs/video.md': `---
title: Video
---

import LiteEmbed from 'lite-embed';
import 'lite-embed/dist/embed.css'

<LiteEmbed id="abc" />
`,
  });
  const html = b.page('/docs/video');
  assert.match(
    html,
    /<sitegen-island [^>]*data-island="[^"]*lite-embed[^"]*"[^>]*><button id="embed">play abc<\/button>/,
  );
  const sheets = [...html.matchAll(/<link rel="stylesheet" href="\/([^"]+)"/g)].map((m) => b.writer.text(m[1]));
  assert.ok(
    sheets.some((css) => css.includes('.embed-frame')),
    'the package CSS is in a stylesheet of the page',
  );
});

test('SCSS imports @site/ and ~package paths as sass-loader resolves them, and url(@site/...) as css-loader does', async () => {
  // Detox's modules: `@import '@site/src/css/fonts';` (its partial _fonts.scss).
  const b = await site({
    'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/',
      presets: [['classic', { docs: { sidebarPath: 'sidebars.js' }, theme: { customCss: './src/css/custom.scss' } }]] };\n`,
    'src/css/_fonts.scss': '$heading-font: "Dino Sans";\n',
    'node_modules/dino-theme/_colors.scss': '$dino-green: #2e8555;\n',
    'src/css/custom.scss':
      "@import '~dino-theme/colors';\n.from-custom { color: $dino-green; background: url(@site/static/img/flag.svg); }\n",
    'src/components/Hero.module.scss':
      "@import '@site/src/css/fonts';\n.hero { font-family: $heading-font; background: url(@site/static/img/flag.svg); }\n",
    'static/img/flag.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>\n',
    'src/pages/index.js': `import styles from '../components/Hero.module.scss';
export default function Home() { return <h1 className={styles.hero}>Dino</h1>; }\n`,
  });
  const html = b.page('/');
  const css = [...html.matchAll(/<link rel="stylesheet" href="\/([^"]+)"/g)].map((m) => b.writer.text(m[1])).join('');
  assert.match(css, /font-family:\s*"Dino Sans"/);
  assert.match(css, /\.from-custom\s*\{\s*color:\s*#2e8555;\s*background:\s*url\(['"]?data:image\/svg\+xml/);
  // An image named from the site folder in url(), as css-loader resolves @site: copied under a hashed name.
  const flag = /url\("?(\/assets\/images\/flag-[0-9a-f]{10}\.svg)"?\)/.exec(css);
  assert.ok(flag, 'the url() names the copied image');
  assert.ok(b.files().includes(flag[1].slice(1)) || b.writer.copies.has(flag[1].slice(1)), b.files().join(' '));
});

test('@theme/IdealImage (plugin-ideal-image) draws the image itself, given a URL or an image module', async () => {
  // react-native-navigation's showcase: `image: require('./showcase/spaces.png')`, drawn by <Image img={...} />.
  const b = await site({
    'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/',
      plugins: [['@docusaurus/plugin-ideal-image', { quality: 70 }]],
      presets: [['classic', { docs: { sidebarPath: 'sidebars.js' } }]] };\n`,
    'src/data/apps.js': "module.exports = [{ title: 'Spaces', image: require('./showcase/spaces.png') }];\n",
    'src/data/showcase/spaces.png': 'PNG',
    'src/pages/showcase.jsx': `import Image from '@theme/IdealImage';
import apps from '../data/apps';
export default function Showcase() {
  return <main>{apps.map((app) => <Image key={app.title} img={app.image} alt={app.title} />)}<Image img="/img/logo.png" /></main>;
}\n`,
  });
  const html = b.page('/showcase');
  assert.match(html, /<img src="\/assets\/images\/spaces-[0-9a-f]{10}\.png" alt="Spaces" loading="lazy"\/>/);
  assert.match(html, /<img src="\/img\/logo\.png" alt="" loading="lazy"\/>/);
  assert.ok(!ignoredLines(b).some((l) => l.includes('ideal-image')), ignoredLines(b).join('\n'));
});

test('a component Markdown imports may import a font file, as a package of icons does', async () => {
  // react-native-paper's docs: @react-native-vector-icons imports its .ttf, which webpack's file loader takes.
  const b = await site({
    'node_modules/dino-icons/package.json': '{ "name": "dino-icons", "main": "index.js" }',
    'node_modules/dino-icons/index.js': `const font = require('./fonts/Dino.ttf');
exports.Icon = function Icon() { return require('react').createElement('span', { id: 'icon', 'data-font': typeof font }); };\n`,
    'node_modules/dino-icons/fonts/Dino.ttf': 'TTF',
    'docs/icons.mdx': "import { Icon } from 'dino-icons';\n\n# Icons\n\n<Icon />\n",
  });
  assert.match(b.page('/docs/icons'), /<span id="icon" data-font="(string|object)"><\/span>/);
});

test("a component in Markdown reads the file's docs version from useActiveVersion and useActiveDocContext", async () => {
  // react-native-paper's prop tables pick the version's data by `useActiveDocContext().activeVersion.name`.
  const component = `import { useActiveDocContext, useActiveVersion } from '@docusaurus/plugin-content-docs/client';
export default function Which() {
  const { activeVersion, activeDoc } = useActiveDocContext(undefined);
  return <b id="which">{activeVersion.name} {useActiveVersion().label} {String(activeDoc)}</b>;
}\n`;
  const b = await site({
    'src/components/Which.js': component,
    'versions.json': '["1.0"]',
    'versioned_sidebars/version-1.0-sidebars.json': '{ "docs": ["which"] }',
    'versioned_docs/version-1.0/which.mdx': "import Which from '@site/src/components/Which';\n\n# Which\n\n<Which />\n",
    'docs/which.mdx': "import Which from '@site/src/components/Which';\n\n# Which\n\n<Which />\n",
  });
  assert.match(b.page('/docs/which'), /<b id="which">1\.0 1\.0 undefined<\/b>/);
  assert.match(b.page('/docs/next/which'), /<b id="which">current Next undefined<\/b>/);
});

test("a component using theme-common/internal's useScrollPositionBlocker renders from a page and from Markdown", async () => {
  // ionic's Playground: its own tabs keep the clicked tab in place as theme-classic's Tabs do.
  const TABS = `import React, { useState } from 'react';
import { useScrollPositionBlocker } from '@docusaurus/theme-common/internal';
export default function SiteTabs({ names }) {
  const { blockElementScrollPositionUntilNextRender } = useScrollPositionBlocker();
  const [current, setCurrent] = useState(names[0]);
  return <div>{names.map((n) => <button key={n} aria-pressed={n === current} onClick={(e) => { blockElementScrollPositionUntilNextRender(e.currentTarget); setCurrent(n); }}>{n}</button>)}</div>;
}
`;
  const b = await buildDocusaurusSite({
    'src/components/SiteTabs.js': TABS,
    'src/pages/tabs.js': `import SiteTabs from '@site/src/components/SiteTabs';\nexport default function P() { return <SiteTabs names={['React', 'Vue']} />; }\n`,
    'docs/usage.md': `import SiteTabs from '@site/src/components/SiteTabs';\n\n# Usage\n\n<SiteTabs names={['Angular', 'Vue']} />\n`,
  });
  assert.match(
    b.page('/tabs'),
    /<button aria-pressed="true">React<\/button><button aria-pressed="false">Vue<\/button>/,
  );
  assert.match(b.page('/docs/usage'), /<button aria-pressed="true">Angular<\/button>/);
});

test("without a swizzled NotFound, the not-found page is theme-classic's: its markup, its words, no extra buttons", async () => {
  // wails's 404 looked like sitegen's own page (a big 404, two buttons) and not like its Docusaurus build.
  const b = await site({});
  const page = b.writer.text('404.html');
  assert.match(
    page,
    /<main id="main" class="container margin-vert--xl" tabindex="-1"><div class="row"><div class="col col--6 col--offset-3"><h1 class="hero__title">Page Not Found<\/h1><p>We could not find what you were looking for\.<\/p><p>Please contact the owner of the site that linked you to the original URL and let them know their link is broken\.<\/p><\/div><\/div><\/main>/,
  );
  assert.doesNotMatch(page, /not-found__code|not-found__actions/);
});

test("the not-found page's canonical URL is its file's, /404.html, the path Docusaurus renders it at", async () => {
  const page = (await site({})).writer.text('404.html');
  assert.match(page, /<link rel="canonical" href="https:\/\/dino\.example\/404\.html"\/>/);
  assert.match(page, /<meta property="og:url" content="https:\/\/dino\.example\/404\.html"\/>/);
});

test('an h1 in Markdown has no id and no # link, as theme-classic 2.4 draws it; h2 and below have both', async () => {
  // wails's community guide: its hidden # link widened the title, which wrapped at 390px where Docusaurus's does not.
  const b = await site({
    'docs/guide.md': '# Guide\n\nText.\n\n## Guide\n\nMore.\n',
    'src/pages/page.md': '# Page\n\n## Part\n',
  });
  const doc = b.page('/docs/guide');
  assert.match(doc, /<h1>Guide<\/h1>/);
  // The h1 still takes its slug: the h2 of the same text is the second one, as in Docusaurus.
  assert.match(
    doc,
    /<h2 class="anchor anchorWithStickyNavbar_LWe7" id="guide-1">Guide<a href="#guide-1" class="hash-link"/,
  );
  assert.match(
    b.page('/page'),
    /<h1>Page<\/h1>\n<h2 class="anchor anchorWithStickyNavbar_LWe7" id="part">Part<a href="#part"/,
  );
});

test("a heading's anchor link is theme-classic 2.4.3's: a zero-width space titled with the heading's text, or its id", async () => {
  // Its # is drawn by CSS (infima.css); the heading's classes give it the navbar's scroll margin, as theme-classic's.
  const b = await site({
    'docs/guide.md': '# Guide\n\n## Eggs & ham\n\n### The `run` step\n',
    'docs/hidden.mdx': [
      "import Heading from '@theme/Heading';",
      '',
      '# Hidden',
      '',
      '<Heading as="h3" id="made">Made</Heading>',
      '',
      '## Plain',
      '',
    ].join('\n'),
  });
  const link = (id: string, label: string) =>
    `<a href="#${id}" class="hash-link" aria-label="Direct link to ${label}" title="Direct link to ${label}">\u200b</a>`;
  const doc = b.page('/docs/guide');
  assert.ok(
    doc.includes(
      `<h2 class="anchor anchorWithStickyNavbar_LWe7" id="eggs--ham">Eggs &amp; ham${link('eggs--ham', 'Eggs &amp; ham')}</h2>`,
    ),
  );
  // A heading that holds markup is named by its id, as MDX passes theme-classic's Heading no string then.
  assert.ok(doc.includes(`The <code>run</code> step${link('the-run-step', 'the-run-step')}</h3>`));
  const hidden = b.page('/docs/hidden');
  assert.ok(
    hidden.includes(`<h3 class="anchor anchorWithStickyNavbar_LWe7" id="made">Made${link('made', 'Made')}</h3>`),
  );
  const hiding = await site({
    'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/', presets: [['classic', {}]],
      themeConfig: { navbar: { hideOnScroll: true } } };\n`,
    'docs/guide.md': '# Guide\n\n## Eggs\n',
  });
  assert.match(hiding.page('/docs/guide'), /<h2 class="anchor anchorWithHideOnScrollNavbar_WYt5" id="eggs">/);
});

test("a Markdown page gets no title of sitegen's: theme-classic's MDXPage draws none, and names the page by its own H1", async () => {
  // sequelize's releases.mdx starts with an ads component, then its H1: Docusaurus 2.4.3 shows no "releases" title
  // above it, and its <title> is the site's alone, as for a page with no heading at all.
  const b = await site({
    'src/components/Ads.js': 'export function Ads() { return <div className="ads">ads</div>; }\n',
    'src/pages/releases.mdx':
      "import { Ads } from '@site/src/components/Ads';\n\n<Ads />\n\n# Versioning Policy\n\nText.\n",
    'src/pages/plain.md': 'Some text, no heading.\n\n## Section\n\nMore.\n',
    'src/pages/titled.md': '# Titled Page\n\nText.\n',
    'src/pages/named.md': '---\ntitle: Named\n---\n\nText.\n',
  });
  const heads = (page: string) => [...page.matchAll(/<h1[^>]*>([^<]*)/g)].map((m) => m[1]);
  const title = (page: string) => /<title>([^<]*)<\/title>/.exec(page)![1];
  assert.deepEqual(heads(b.page('/releases')), ['Versioning Policy']);
  assert.equal(title(b.page('/releases')), 'Dino');
  assert.deepEqual(heads(b.page('/plain')), []);
  assert.equal(title(b.page('/plain')), 'Dino');
  assert.deepEqual(heads(b.page('/titled')), ['Titled Page']);
  assert.equal(title(b.page('/titled')), 'Titled Page | Dino');
  assert.deepEqual(heads(b.page('/named')), []);
  assert.equal(title(b.page('/named')), 'Named | Dino');
});

test("without a swizzled BlogArchivePage, the blog archive is theme-classic's: a hero, then years oldest first in columns", async () => {
  // wails's archive looked like sitegen's own (a list beside the blog sidebar), not like its Docusaurus build.
  const b = await site({
    'blog/2021-09-27-windows.md': '---\ntitle: Beta for Windows\n---\n\nText.\n',
    'blog/2021-11-08-macos.md': '---\ntitle: Beta for MacOS\n---\n\nText.\n',
    'blog/2022-09-22-released.md': '---\ntitle: Released\n---\n\nText.\n',
  });
  const page = b.page('/blog/archive').replaceAll('<!-- -->', '');
  assert.match(
    page,
    /<header class="hero hero--primary"><div class="container"><h1 class="hero__title">Archive<\/h1><p class="hero__subtitle">Archive<\/p><\/div><\/header>/,
  );
  assert.match(
    page,
    /<section class="margin-vert--lg"><div class="container"><div class="row"><div class="col col--4 margin-vert--lg"><h3>2021<\/h3><ul><li><a href="\/blog\/2021\/11\/08\/macos">November 8, 2021 - Beta for MacOS<\/a><\/li><li><a href="\/blog\/2021\/09\/27\/windows">September 27, 2021 - Beta for Windows<\/a><\/li><\/ul><\/div><div class="col col--4 margin-vert--lg"><h3>2022<\/h3>/,
  );
  assert.doesNotMatch(page, /blog-archive__year|blog-sidebar/);
});

test("a Docusaurus site's tags pages list their tags by letter as theme-classic's TagsListByLetter does", async () => {
  // wails's /blog/tags showed sitegen's pills, not theme-classic's tags with their counts.
  const b = await site({
    'blog/2021-09-27-windows.md': '---\ntitle: Windows\ntags: [wails, v2]\n---\n\nText.\n',
    'docs/tagged.md': '---\ntags: [guide]\n---\n\n# Tagged\n',
  });
  const tagList = (letter: string, slug: string, label: string, count: number) =>
    `<article><h2>${letter}</h2><ul class="padding--none"><li class="tag_Nnez"><a class="tag_zVej tagWithCount_h2kH" href="${slug}">${label}<span>${count}</span></a></li></ul><hr/></article>`;
  const blog = b.page('/blog/tags');
  // The title and the list are the main column's own children, as in theme-classic's BlogLayout: wails's
  // `.col { display: inline-flex; flex-direction: column }` makes them flex items, whose margins do not collapse.
  assert.ok(
    blog.includes(
      `tabindex="-1"><h1>Tags</h1><section class="margin-vert--lg">${tagList('V', '/blog/tags/v-2', 'v2', 1)}${tagList('W', '/blog/tags/wails', 'wails', 1)}</section>`,
    ),
    blog.slice(blog.indexOf('<main'), blog.indexOf('</main>')),
  );
  const docs = b.page('/docs/tags');
  assert.ok(
    docs.includes(
      `<h1>Tags</h1><section class="margin-vert--lg">${tagList('G', '/docs/tags/guide', 'guide', 1)}</section>`,
    ),
    docs.slice(docs.indexOf('<main'), docs.indexOf('</main>')),
  );
});

test("an island's code that reads Node's `global` gets the window's global object, as webpack 5 gives it", async () => {
  // react-native-paper (f4a18d3b8): react-native-web's animations call `global.cancelAnimationFrame`.
  const b = await site({
    'src/components/Probe.js': `import React, { useEffect } from 'react';
export default function Probe() { useEffect(() => { global.dinoProbe = 1; }, []); return <p id="probe">probe</p>; }\n`,
    'docs/probe.mdx': "import Probe from '@site/src/components/Probe';\n\n# Probe\n\n<Probe />\n",
  });
  assert.match(b.page('/docs/probe'), /<sitegen-island [^>]*><p id="probe">probe<\/p>/);
  const scripts = b
    .files()
    .filter((f) => f.endsWith('.js'))
    .map((f) => b.writer.text(f))
    .filter((text) => text.includes('dinoProbe'));
  assert.equal(scripts.length, 1);
  assert.match(scripts[0], /globalThis\.dinoProbe = 1/);
  assert.doesNotMatch(scripts[0], /[^.\w]global\.dinoProbe/);
});

test("a page that draws @theme/Heading hydrates with the navbar's hideOnScroll its anchor class reads", async () => {
  // typescript-eslint's home page draws its section titles with <Heading>; its island needs the class in the browser.
  const b = await site({
    'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/', presets: [['classic', {}]],
      themeConfig: { navbar: { hideOnScroll: true } } };\n`,
    'src/pages/index.js': `import Layout from '@theme/Layout';\nimport Heading from '@theme/Heading';\nexport default function Home() { return <Layout><Heading as="h2" id="eggs">Eggs</Heading></Layout>; }\n`,
  });
  assert.match(b.page('/'), /<h2 class="anchor anchorWithHideOnScrollNavbar_WYt5" id="eggs">/);
  const json = /data-page="([^"]*)"/.exec(b.page('/'))![1].replaceAll('&quot;', '"');
  const { navbar } = (JSON.parse(json) as { site: { navbar?: { hideOnScroll: boolean } } }).site;
  assert.equal(navbar?.hideOnScroll, true);
});

test("a page draws theme-classic's copy and success icons and theme-common's Collapsible", async () => {
  // typescript-eslint's playground: a copy button with theme-classic's icons, option groups folded by Collapsible.
  const b = await site({
    'src/pages/index.js': `import Layout from '@theme/Layout';
import CopyIcon from '@theme/Icon/Copy';
import SuccessIcon from '@theme/Icon/Success';
import { Collapsible, useCollapsible } from '@docusaurus/theme-common';
export default function Home() {
  const open = useCollapsible({ initialState: false });
  const shut = useCollapsible({ initialState: true });
  return <Layout>
    <button id="copy"><CopyIcon width={16} /><SuccessIcon width={16} /></button>
    <Collapsible as="section" className="open" collapsed={open.collapsed}>Rules</Collapsible>
    <Collapsible className="shut" collapsed={shut.collapsed}>Hidden</Collapsible>
    <Collapsible lazy className="lazy" collapsed={shut.collapsed}>Later</Collapsible>
  </Layout>;
}\n`,
  });
  const html = b.page('/');
  assert.match(
    html,
    /<button id="copy"><svg viewBox="0 0 24 24" width="16"><path fill="currentColor" d="M19,21H8V7H19[^"]*"><\/path><\/svg><svg viewBox="0 0 24 24" width="16"><path fill="currentColor" d="M21,7L9,19[^"]*"><\/path><\/svg><\/button>/,
  );
  assert.match(html, /<section class="open" style="display:block;overflow:visible;height:auto">Rules<\/section>/);
  assert.match(html, /<div class="shut" style="display:none;overflow:hidden;height:0px">Hidden<\/div>/);
  assert.doesNotMatch(html, /Later/);
});
