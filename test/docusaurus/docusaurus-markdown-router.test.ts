/**
 * A component that a doc imports may read `@docusaurus/router`, as typescript-eslint's rules table keeps its filters
 * in the query through `useHistory()`: on the server it renders at the doc's path with no query (a build has none),
 * and in the browser it hydrates as an island with the page's router.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { docusaurusSites, markdownOf } from './docusaurus-fixture.js';

const site = docusaurusSites();

/** The rules table's shape: the query read through the history, and a filter that replaces it. */
const FILTER = `import React, { useSyncExternalStore } from 'react';
import { useHistory, useLocation } from '@docusaurus/router';
export default function Filter() {
  const history = useHistory();
  const { pathname } = useLocation();
  const search = useSyncExternalStore(history.listen, () => history.location.search, () => '');
  return <p id="filter">{pathname} [{search}] <button onClick={() => history.replace({ search: '?only=fixable' })}>fixable</button></p>;
}
`;

test('a component a doc imports reads the router: the doc path, no query, and hydrates', async () => {
  const b = await site({
    'src/components/Filter.js': FILTER,
    'docs/rules.mdx': "# Rules\n\nimport Filter from '@site/src/components/Filter';\n\n<Filter />\n",
  });
  const html = markdownOf(b.page('/docs/rules'));
  assert.match(html, /<p id="filter">\/docs\/rules \[\] <button>fixable<\/button><\/p>/);
  assert.match(html, /data-island="src\/components\/Filter\.js#default"/);
});
