/**
 * Stylesheets that components imported from Markdown import are compiled as a page's are: Sass, CSS modules (Sass
 * ones too) with the site's class names, `url()` files copied under hashed names, `url(/x)` left as a path of the
 * site; their CSS goes into the site's stylesheet.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatError } from '../../../src/errors.js';
import { docusaurusSites } from '../../docusaurus/docusaurus-fixture.js';

const site = docusaurusSites();

const CARD = `import styles from './styles.module.scss';
import './card.css';
export default function Card() { return <p className={styles.card}>Card</p>; }
`;

const CARD_SCSS = `$edge: rgb(5, 6, 7);
.card {
  border-color: $edge;
  &:hover { color: rgb(8, 9, 10); }
  background-image: url('/img/new-tab.svg');
}
`;

const CARD_CSS = `.card-skin { background-image: url('./skin.png'); }\n`;

function stylesheetOf(b: { files(): string[]; writer: { text(file: string): string } }): string {
  return b.writer.text(b.files().find((f) => /^assets\/site\.\w+\.css$/.test(f))!);
}

test('a component imported from Markdown imports a Sass module and CSS with url()s, as pages do', async () => {
  const b = await site({
    'src/components/Card/index.js': CARD,
    'src/components/Card/styles.module.scss': CARD_SCSS,
    'src/components/Card/card.css': CARD_CSS,
    'src/components/Card/skin.png': 'png bytes',
    'static/img/new-tab.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'docs/intro.md': "# Intro\n\nimport Card from '@site/src/components/Card';\n\n<Card />\n",
  });
  const className = /<p class="([^"]+)">Card<\/p>/.exec(b.page('/docs/intro'))?.[1];
  assert.match(className ?? '', /^styles_card_\w{6}$/, "the class name is the CSS module's scoped one");
  const css = stylesheetOf(b);
  assert.match(css, new RegExp(`\\.${className} \\{[^}]*border-color: rgb\\(5, 6, 7\\)`), 'the Sass is compiled');
  assert.match(css, new RegExp(`\\.${className}:hover \\{\\s*color: rgb\\(8, 9, 10\\)`));
  assert.match(css, /url\("?\/img\/new-tab\.svg"?\)/, 'a path of the site stays as written');
  const skin = /url\("?(\/assets\/images\/skin-\w+\.png)"?\)/.exec(css)?.[1];
  assert.ok(skin, `the image a stylesheet names is copied under a hashed name:\n${css}`);
  assert.ok(b.files().includes(skin.slice(1)), `${skin} is written`);
});

test('a Sass error in a stylesheet a Markdown import reaches names the stylesheet and the Markdown file', async () => {
  await assert.rejects(
    site({
      'src/components/Card/index.js': CARD,
      'src/components/Card/styles.module.scss': '.card {\n  color: $missing;\n}\n',
      'src/components/Card/card.css': CARD_CSS,
      'src/components/Card/skin.png': 'png bytes',
      'docs/intro.md': "# Intro\n\nimport Card from '@site/src/components/Card';\n\n<Card />\n",
    }),
    (error: unknown) => {
      const text = formatError(error);
      assert.match(text, /Undefined variable/);
      assert.match(text, /styles\.module\.scss/);
      assert.match(text, /docs\/intro\.md:3/);
      return true;
    },
  );
});
