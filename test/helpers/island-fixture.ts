/**
 * A fixture site's own islands: client components in `src/components/` (where a Docusaurus site keeps them), used
 * by a page module. `Counter` counts clicks; `Breakable` throws from a click handler, or while rendering when the
 * page sets `window.__breakIslands`; `Mismatch` renders different text on the server and in the browser.
 */
import type { FixtureFiles } from './fixture-site.js';

const COMPONENTS = `'use client';
import { useState } from 'react';

export function Counter({ start, label }: { start: number; label: string }) {
  const [count, setCount] = useState(start);
  return <button type="button" className="counter" onClick={() => setCount(count + 1)}>{label}: {count}</button>;
}

export function Breakable({ name }: { name: string }) {
  const [clicks, setClicks] = useState(0);
  if (typeof window !== 'undefined' && (window as unknown as { __breakIslands?: boolean }).__breakIslands) {
    throw new Error(name + ' could not render', { cause: new Error('the data was not ready') });
  }
  return (
    <p>
      {name} is running ({clicks} clicks).{' '}
      <button type="button" onClick={() => setClicks(clicks + 1)}>Count</button>{' '}
      <button type="button" onClick={() => { throw new Error('the click handler failed'); }}>Break it</button>
    </p>
  );
}

export function Mismatch() {
  return <p>Rendered in the {typeof window === 'undefined' ? 'server' : 'browser'}</p>;
}

/** Not a component: passes through the island proxy unchanged. */
export const greeting = (name: string) => 'Hello, ' + name;
`;

const PAGE = `import { Breakable, Counter, Mismatch, greeting } from '../../src/components/widgets';

export const meta = { title: 'Islands' };

export default function Islands() {
  return (
    <div className="container">
      <h1>Islands</h1>
      <p id="greeting">{greeting('islands')}</p>
      <Counter start={3} label="Clicks" hydrate="load" />
      <div id="breakable"><Breakable name="The breakable island" /></div>
      <p id="rest">Rest of the page</p>
      <div style={{ height: 3000 }} />
      <div id="far"><Counter start={10} label="Far counter" hydrate="visible" /></div>
    </div>
  );
}
`;

const MISMATCH_PAGE = `import { Mismatch } from '../../src/components/widgets';

export default function MismatchPage() {
  return <div className="container"><h1>Mismatch</h1><Mismatch hydrate="load" /></div>;
}
`;

/** A whole page as one island (as a Docusaurus page is): its props are the page data, hooks in the page itself. */
const WHOLE_PAGE = `'use client';
import { useState } from 'react';
import { usePageData, type PageData } from 'sitegen/page';

export const meta = { title: 'Whole page' };

function Stars() {
  const { dataFile } = usePageData();
  const { stars } = dataFile<{ stars: number }>('stats');
  const [more, setMore] = useState(0);
  if (more > 1) throw new Error('too many stars');
  return <button type="button" onClick={() => setMore(more + 1)}>Stars: {stars + more}</button>;
}

export default function WholePage({ translate, route }: PageData) {
  return (
    <div className="container">
      <h1>{translate({ id: 'whole.title', message: 'Whole page' })}</h1>
      <p id="route">{route.path}</p>
      <Stars />
    </div>
  );
}
`;

/** The island components, a page using them at `/islands`, a page with a hydration mismatch at `/mismatch`. */
export const ISLAND_FILES: FixtureFiles = {
  'src/components/widgets.tsx': COMPONENTS,
  'content/pages/islands.tsx': PAGE,
  'content/pages/mismatch.tsx': MISMATCH_PAGE,
};

/** A page module that is one island (`/whole`) and the data file it reads. */
export const WHOLE_PAGE_FILES: FixtureFiles = {
  'content/pages/whole.tsx': WHOLE_PAGE,
  'content/data/stats.json': '{ "stars": 100, "unused": "not sent to the browser" }',
  'content/data/other.json': '{ "secret": "never read by the island" }',
};

/**
 * An island that only Markdown uses: a doc at `/docs/counter` imports a `'use client'` counter (JSX in a `.js`
 * file, as Docusaurus sites write) that imports its own plain CSS.
 */
export const MARKDOWN_ISLAND_FILES: FixtureFiles = {
  'src/components/DocCounter/index.js': `'use client';
import { useState } from 'react';
import './doc-counter.css';

export default function DocCounter({ start, label }) {
  const [count, setCount] = useState(start);
  return <button type="button" className="doc-counter" onClick={() => setCount(count + 1)}>{label}: {count}</button>;
}
`,
  'src/components/DocCounter/doc-counter.css': '.doc-counter { color: rgb(1, 2, 3); }\n',
  'content/docs/counter.mdx': [
    '---\ntitle: Counter\n---\n',
    "import DocCounter from '@site/src/components/DocCounter';\n",
    'A counter in Markdown:\n',
    '<DocCounter start={7} label="Doc clicks" />\n',
  ].join('\n'),
};

/** A `'use client'` toggle whose class comes from its CSS module and changes on click (`name`: its folder). */
function toggleFiles(name: string, colours: { off: string; on: string }): FixtureFiles {
  return {
    [`src/components/${name}/index.js`]: `'use client';
import { useState } from 'react';
import styles from './toggle.module.css';

export default function ${name}({ label }) {
  const [on, setOn] = useState(false);
  return <button type="button" className={on ? styles.on : styles.off} onClick={() => setOn(!on)}>{label}: {on ? 'on' : 'off'}</button>;
}
`,
    [`src/components/${name}/toggle.module.css`]: `.off { color: ${colours.off}; }\n.on { color: ${colours.on}; }\n`,
  };
}

/**
 * Islands whose class names come from CSS modules: `/styled` (a page module) and `/docs/styled` (a doc) each
 * render a toggle whose click swaps its class; the browser must use the class names the server wrote in the CSS.
 */
export const CSS_MODULE_ISLAND_FILES: FixtureFiles = {
  ...toggleFiles('PageToggle', { off: 'rgb(10, 20, 30)', on: 'rgb(200, 100, 50)' }),
  ...toggleFiles('DocToggle', { off: 'rgb(11, 21, 31)', on: 'rgb(201, 101, 51)' }),
  'content/pages/styled.tsx': `import PageToggle from '../../src/components/PageToggle';

export default function Styled() {
  return <div className="container"><h1>Styled</h1><PageToggle label="Page toggle" hydrate="load" /></div>;
}
`,
  'content/docs/styled.mdx': [
    '---\ntitle: Styled\n---\n',
    "import DocToggle from '@site/src/components/DocToggle';\n",
    '<DocToggle label="Doc toggle" hydrate="load" />\n',
  ].join('\n'),
};

/**
 * A site's `src/theme/MDXComponents.js` that maps a name to a `'use client'` component: a doc uses `<Clicker>`
 * without importing it (`/docs/global-island`).
 */
export const MDX_COMPONENTS_ISLAND_FILES: FixtureFiles = {
  'src/theme/MDXComponents.js': `import MDXComponents from '@theme-original/MDXComponents';
import Clicker from '@site/src/components/Clicker';

export default { ...MDXComponents, Clicker };
`,
  'src/components/Clicker.js': `'use client';
import { useState } from 'react';

export default function Clicker({ start }) {
  const [n, setN] = useState(start);
  return <button type="button" onClick={() => setN(n + 1)}>Global clicks: {n}</button>;
}
`,
  'content/docs/global-island.mdx':
    '---\ntitle: Global island\n---\n\nA component from MDXComponents:\n\n<Clicker start={2} />\n',
};
