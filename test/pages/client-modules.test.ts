/**
 * Client modules and island markup, without a browser: which modules are islands, what the server writes for one
 * (its id, when it loads, its props, the URL of its code), and the errors for props JSON cannot carry.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { isClientModule } from '../../src/markdown/mdx/client-directive.js';
import { buildFixture, configSource } from '../helpers/fixture-site.js';

test("'use client' as the first statement marks a client module; a Docusaurus page is one as a whole", () => {
  assert.ok(isClientModule(`'use client';\nexport function A() {}`));
  assert.ok(isClientModule(`/** A counter. */\n// more words\n"use client"\nexport function A() {}`));
  assert.ok(!isClientModule(`import x from 'y';\n'use client';`), 'only as the first statement');
  assert.ok(!isClientModule(`export const text = "use client";`));
  const docusaurusPage = `import Layout from '@theme/Layout';\nimport useDocusaurusContext from '@docusaurus/useDocusaurusContext';\nexport default function Home() {}`;
  assert.ok(isClientModule(docusaurusPage, { page: true }), 'a Docusaurus page needs no marker');
  assert.ok(!isClientModule(docusaurusPage), 'a component that is not a page is not an island without the marker');
});

test('an island renders in <sitegen-island> with its id, hydration mode, JSON props and the URL of its code', async () => {
  const built = await buildFixture({
    'site.config.ts': configSource(),
    'src/components/hello.tsx': `'use client';\nimport { useState } from 'react';\nexport function Hello({ name }: { name: string }) { const [n] = useState(1); return <b>Hello {name} {n}</b>; }\nexport const VERSION = 2;\n`,
    'content/pages/hello.tsx': `import { Hello, VERSION } from '../../src/components/hello';\nexport default function Page() { return <div><Hello name="Ada" hydrate="visible" /><i>{VERSION}</i></div>; }\n`,
  });
  try {
    const html = built.page('/hello');
    const island =
      /<sitegen-island data-src="(\/assets\/island-hello\.\w+\.js)" data-island="src\/components\/hello\.tsx#Hello" data-hydrate="visible" data-props="([^"]*)">(.*?)<\/sitegen-island>/.exec(
        html,
      );
    assert.ok(island, html.slice(html.indexOf('<main'), html.indexOf('</main>')));
    assert.deepEqual(
      JSON.parse(island[2].replaceAll('&quot;', '"')),
      { name: 'Ada' },
      "the hydrate prop is not one of the component's",
    );
    assert.equal(
      island[3],
      '<b>Hello <!-- -->Ada<!-- --> <!-- -->1</b>',
      'rendered for hydration, text separators included',
    );
    assert.match(html, /<i>2<\/i>/, 'a constant of a client module passes through');
    assert.ok(built.files().includes(island[1].slice(1)), 'the island code is written');
    assert.ok(
      built.files().some((f) => /^assets\/react\.\w+\.js$/.test(f)),
      'the shared React file is written',
    );
  } finally {
    await built.cleanup();
  }
});

test('a site without islands gets no React file', async () => {
  const built = await buildFixture({
    'site.config.ts': configSource(),
    'content/pages/plain.tsx': `export default function Page() { return <p>Plain</p>; }\n`,
  });
  try {
    assert.deepEqual(
      built.files().filter((f) => /react|island-/.test(f)),
      [],
    );
  } finally {
    await built.cleanup();
  }
});

test('a function prop stops the build naming the island, the prop and what to do', async () => {
  await assert.rejects(
    () =>
      buildFixture({
        'site.config.ts': configSource(),
        'src/components/button.tsx': `'use client';\nexport function Button({ onPress }: { onPress: () => void }) { return <button onClick={onPress}>Press</button>; }\n`,
        'content/pages/press.tsx': `import { Button } from '../../src/components/button';\nexport default function Page() { return <Button onPress={() => {}} />; }\n`,
      }),
    (error: Error) => {
      const chain = [error.message, (error.cause as Error | undefined)?.message ?? ''].join('\n');
      assert.match(
        chain,
        /the island Button \(src\/components\/button\.tsx\) got the prop "onPress", which is a function: island props travel to the browser as JSON/,
      );
      return true;
    },
  );
});
