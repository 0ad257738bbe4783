import assert from 'node:assert/strict';
import { test } from 'node:test';
import { docusaurusSites, ignoredLines } from './docusaurus-fixture.js';

const site = docusaurusSites();

/** tauri's DocCard: theme-classic 2.4.3's, ejected, describing a category by its `customProps` and a doc by its own. */
const DOC_CARD = `import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import { findFirstCategoryLink, useDocById } from '@docusaurus/theme-common/internal';
import isInternalUrl from '@docusaurus/isInternalUrl';
import styles from './styles.module.css';

function CardLayout({ href, icon, title, description, image }) {
  return (
    <Link href={href} className={clsx('card padding--lg', styles.cardContainer)}>
      {image && <img className="card-image" src={image} />}
      <h2 title={title}>{icon} {title}</h2>
      {description && <p className="card-description">{description}</p>}
    </Link>
  );
}

function CardCategory({ item }) {
  const href = findFirstCategoryLink(item);
  if (!href) return null;
  return <CardLayout href={href} icon="🗃️" title={item.label} description={item.customProps?.description} />;
}

function CardLink({ item }) {
  const doc = useDocById(item.docId ?? undefined);
  return (
    <CardLayout href={item.href} icon={isInternalUrl(item.href) ? '📄️' : '🔗'} title={item.label}
      description={doc?.description} image={item.customProps?.doc_card_image} />
  );
}

export default function DocCard({ item }) {
  switch (item.type) {
    case 'link':
      return <CardLink item={item} />;
    case 'category':
      return <CardCategory item={item} />;
    default:
      throw new Error('unknown item type ' + JSON.stringify(item));
  }
}
`;

test('a swizzled DocCard draws each card of a <DocCardList />, given the sidebar item theme-classic gives it', async () => {
  const b = await site({
    'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/',
      i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },
      presets: [['classic', { docs: { sidebarPath: 'sidebars.js' } }]] };\n`,
    'sidebars.js': `module.exports = { docs: [{ type: 'category', label: 'Guides', link: { type: 'doc', id: 'guides/index' },
      items: ['guides/setup', { type: 'link', label: 'Forum', href: 'https://forum.dino.example' },
        { type: 'category', label: 'Deeper', customProps: { description: 'Down below' },
          items: [{ type: 'category', label: 'Deepest', items: ['guides/deep/one'] }] }] }] };\n`,
    'docs/guides/index.mdx': `# Guides\n\nimport DocCardList from '@theme/DocCardList';\n\n<DocCardList />\n`,
    'docs/guides/setup.md':
      '---\ndescription: Install the dinosaur\nsidebar_custom_props:\n  doc_card_image: /img/setup.png\n---\n\n# Setup\n\nText.\n',
    'docs/guides/deep/one.md': '# One\n',
    'src/theme/DocCard/index.js': DOC_CARD,
    'src/theme/DocCard/styles.module.css': '.cardContainer { border: 1px solid red; }\n',
  });
  const cards = (locale: string) => {
    const page = b.page(`${locale}/docs/guides/`);
    return [...page.matchAll(/<article class="col col--6 margin-bottom--lg">(.*?)<\/article>/gs)].map((m) => m[1]);
  };
  const [setup, forum, deeper, ...rest] = cards('');
  assert.equal(rest.length, 0);
  // A doc: its description by useDocById(), its image from its front matter's sidebar_custom_props.
  assert.match(
    setup,
    /^<a href="\/docs\/guides\/setup" class="card padding--lg styles_cardContainer_\w+"><img class="card-image" src="\/img\/setup.png"\/><h2 title="Setup">📄️ Setup<\/h2><p class="card-description">Install the dinosaur<\/p><\/a>$/,
  );
  assert.match(forum, /href="https:\/\/forum\.dino\.example"[^>]*><h2 title="Forum">🔗 Forum<\/h2><\/a>$/);
  // A category without a page of its own: findFirstCategoryLink() finds the first doc below it, however deep.
  assert.match(
    deeper,
    /href="\/docs\/guides\/deep\/one"[^>]*><h2 title="Deeper">🗃️ Deeper<\/h2><p class="card-description">Down below<\/p><\/a>$/,
  );
  // Each locale's cards link within it.
  assert.match(cards('/fr')[0], /href="\/fr\/docs\/guides\/setup"/);
  // The site's DocCard draws them: it is not among what the build leaves aside.
  assert.ok(!ignoredLines(b).some((l) => l.includes('DocCard')), ignoredLines(b).join('\n'));
});

test('a generated index on a Docusaurus site lists its items as theme-classic’s cards, or as the site’s DocCard draws them', async () => {
  const files = {
    'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/',
      presets: [['classic', { docs: { sidebarPath: 'sidebars.js' } }]] };\n`,
    'sidebars.js': `module.exports = { docs: ['intro', { type: 'category', label: 'Bones', link: { type: 'generated-index', description: 'Every bone' },
      items: ['skull', { type: 'category', label: 'Deeper', items: ['deep/one'] }, { type: 'link', label: 'Forum', href: 'https://forum.dino.example' }] }] };\n`,
    'docs/intro.md': '# Intro\n',
    'docs/skull.md': '---\ndescription: The big one\n---\n\n# Skull\n',
    'docs/deep/one.md': '# One\n',
  };
  const own = await site(files);
  const index = own.page('/docs/category/bones');
  const main = /<div class="doc generated-index">.*?<\/div><\/div><\/main>/s.exec(index)?.[0] ?? '';
  // theme-classic's DocCategoryGeneratedIndexPage: the breadcrumbs, a header, the cards (a category with no page
  // of its own links to its first doc, and counts its items), then the pager.
  assert.match(
    main,
    /<nav class="theme-doc-breadcrumbs breadcrumbs" aria-label="Breadcrumbs">.*<span aria-current="page">Bones<\/span>/s,
  );
  assert.match(
    main,
    /<header><h1 class="doc__title">Bones<\/h1><p>Every bone<\/p><\/header><article class="margin-top--lg"><section class="row">/,
  );
  const cards = [...main.matchAll(/<article class="col col--6 margin-bottom--lg">(.*?)<\/article>/gs)].map((m) => m[1]);
  assert.deepEqual(
    cards.map((card) => [
      /href="([^"]+)"/.exec(card)?.[1],
      /<h2[^>]*>(.*?)<\/h2>/.exec(card)?.[1],
      /<p[^>]*>(.*?)<\/p>/.exec(card)?.[1],
    ]),
    [
      ['/docs/skull', '📄️ Skull', 'The big one'],
      ['/docs/deep/one', '🗃️ Deeper', '1 items'],
      ['https://forum.dino.example', '🔗 Forum', undefined],
    ],
  );
  assert.match(main, /<nav class="pager pagination-nav" aria-label="Docs pages">/);
  // The site's DocCard draws them where it swizzled one.
  const swizzled = await site({
    ...files,
    'src/theme/DocCard/index.js': DOC_CARD,
    'src/theme/DocCard/styles.module.css': '.cardContainer { color: red; }\n',
  });
  const drawn = swizzled.page('/docs/category/bones');
  assert.match(
    drawn,
    /<article class="col col--6 margin-bottom--lg"><a href="\/docs\/deep\/one" class="card padding--lg styles_cardContainer_\w+"><h2 title="Deeper">🗃️ Deeper<\/h2><\/a><\/article>/,
  );
  assert.match(drawn, /<h2 title="Skull">📄️ Skull<\/h2><p class="card-description">The big one<\/p>/);
});
