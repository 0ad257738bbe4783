/**
 * A Docusaurus site passes the content of imported Markdown files to a component that needs the browser
 * (`code={{ a, b }}`, as ionic-docs' Playground takes its code samples): the island is given each as the HTML it
 * renders, at any depth of its props, and hydrates. A callback prop still cannot travel: that use is HTML, warned of.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { docusaurusSites } from './docusaurus-fixture.js';

const site = docusaurusSites();

/** Shows one sample at a time, as a Playground does: `code[tab]({})`, or a sample's first file. */
const CODE_TABS = `import React, { useState } from 'react';
export default function CodeTabs({ code }) {
  const [tab, setTab] = useState(Object.keys(code)[0]);
  const sample = typeof code[tab] === 'function' ? code[tab] : Object.values(code[tab].files)[0];
  return <div className="code-tabs">{Object.keys(code).map((k) => <button key={k} onClick={() => setTab(k)}>{k}</button>)}{sample({})}</div>;
}
`;

const PICKER = `import React, { useState } from 'react';
export default function Picker({ onPick }) {
  const [n, setN] = useState(0);
  return <button className="picker" onClick={() => { setN(n + 1); onPick(n); }}>pick {n}</button>;
}
`;

test('Markdown content given as a prop, at any depth, travels to the island as its HTML, with no warning', async () => {
  const b = await site({
    'src/components/CodeTabs.js': CODE_TABS,
    'docs/_a.md': '```js\nconst alpha = 1;\n```\n',
    'docs/_b.md': '```python\nbeta = 2\n```\n',
    'docs/samples.mdx': [
      "import CodeTabs from '@site/src/components/CodeTabs';",
      "import a from './_a.md';",
      "import b from './_b.md';",
      '',
      '# Intro',
      '',
      '<CodeTabs code={{ a, b }} />',
      '',
      '<CodeTabs code={{ b: { files: { "main.py": b } } }} />',
      '',
    ].join('\n'),
  });
  assert.deepEqual(
    b.warnings.filter((w) => /CodeTabs/.test(w.message)),
    [],
    'content of Markdown files can travel',
  );
  const islands = b.page('/docs/samples').match(/<sitegen-island [^>]*>.*?<\/sitegen-island>/gs) ?? [];
  assert.equal(islands.length, 2, 'both uses are islands');
  // The component rendered the first sample on the server as the browser will: its HTML in the wrapper element.
  assert.match(islands[0], /<sitegen-children><div class="code-block[ "].*alpha.*<\/sitegen-children><\/div>/s);
  assert.match(islands[1], /<sitegen-children><div class="code-block[ "].*beta.*<\/sitegen-children><\/div>/s);
  const props = /data-props="([^"]*)"/.exec(islands[1])![1];
  assert.match(props, /beta/, "the sample's HTML travels in the props");
  // The code block's button words are filled there too, as in the page's HTML.
  assert.match(props, /aria-label=\\&quot;Copy code to clipboard\\&quot;/);
  assert.doesNotMatch(props, /\\u0000/);
});

test('a callback prop cannot travel: the use renders as HTML, and the warning names the prop', async () => {
  const b = await site({
    'src/components/Picker.js': PICKER,
    'docs/samples.mdx': [
      "import Picker from '@site/src/components/Picker';",
      '',
      '# Intro',
      '',
      '<Picker onPick={(n) => n} />',
      '',
    ].join('\n'),
  });
  const warned = b.warnings.filter((w) => /Picker/.test(w.message));
  assert.equal(warned.length, 1, JSON.stringify(b.warnings));
  assert.equal(warned[0].line, 5);
  assert.match(
    warned[0].message,
    /^src\/components\/Picker\.js needs the browser .* is given the prop "onPick", which is a function here, which cannot travel to the browser as JSON: it renders as HTML/,
  );
  const html = b.page('/docs/samples');
  assert.match(html, /<button class="picker">pick 0<\/button>/);
  assert.doesNotMatch(html, /data-island="src\/components\/Picker/);
});

test("the warning of a use that cannot travel is at that use's line, inside the element that holds it", async () => {
  const b = await site({
    'src/components/Picker.js': PICKER,
    'src/components/Box.js':
      'export default function Box({ children }) { return <section className="box">{children}</section>; }\n',
    'docs/samples.mdx': [
      "import Picker from '@site/src/components/Picker';",
      "import Box from '@site/src/components/Box';",
      '',
      '# Intro',
      '',
      '<Box>',
      '  <span>First</span>',
      '  <Picker onPick={(n) => n} />',
      '</Box>',
      '',
    ].join('\n'),
  });
  const warned = b.warnings.filter((w) => /Picker/.test(w.message));
  assert.equal(warned.length, 1, JSON.stringify(b.warnings));
  assert.equal(warned[0].line, 8);
});
