import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { buildFixture, type BuiltFixture } from '../helpers/fixture-site.js';

const built: BuiltFixture[] = [];
after(() => Promise.all(built.map((b) => b.cleanup())));

test('page modules are in the search index under the title their meta gives, per locale', async () => {
  const b = await buildFixture({
    'site.config.ts': `export default { title: 'F', url: 'https://f.dev', i18n: { defaultLocale: 'en', locales: ['en', 'de'], localeConfigs: { en: { label: 'English', htmlLang: 'en' }, de: { label: 'Deutsch', htmlLang: 'de' } } } };\n`,
    'content/docs/a.md': '# A\n',
    'content/pages/apps.tsx': `export const meta = ({ translate }) => ({ title: translate({ id: 'apps.title', message: 'Showcase' }), description: 'Apps built with it' });\nexport default function Apps() { return <main id="main">Apps</main>; }\n`,
    'content/i18n/de/code.json': JSON.stringify({ 'apps.title': 'Schaufenster' }),
  });
  built.push(b);
  const index = (locale: string) =>
    b.writer.text(b.files().find((f) => f.startsWith(`assets/search-index.${locale}.`))!);
  assert.match(index('en'), /"\/apps","Showcase"/);
  assert.match(index('de'), /"\/apps","Schaufenster"/);
});
