import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { buildFixture, type BuiltFixture } from '../helpers/fixture-site.js';
import { sitePagesFixture } from '../helpers/site-pages-fixture.js';

/** Every match of `re` in `html`, first group. */
const all = (html: string, re: RegExp) => [...html.matchAll(re)].map((m) => m[1]);
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"');

describe("the site's own pages", () => {
  let b: BuiltFixture;
  before(async () => {
    b = await buildFixture(sitePagesFixture(), { locales: ['en', 'de'] });
  });
  after(() => b.cleanup());

  test('home: hero with title, tagline and docs call to action', () => {
    const home = b.page('/');
    assert.match(home, /<title>Electron<\/title>/);
    assert.match(
      home,
      /<h1 class="home-hero__title">Electron<\/h1><p class="home-hero__tagline">Build cross-platform desktop apps with JavaScript, HTML, and CSS<\/p>/,
    );
    assert.match(home, /<a class="button button--primary button--lg" href="\/docs\/latest\/">Get started<\/a>/);
    assert.match(home, /<img class="home-hero__logo" src="\/assets\/img\/logo.svg"/);
  });

  test('home: the three release channels with version, Node and Chromium from releases.json', () => {
    const home = b.page('/');
    const channels = all(home, /<li class="release-channel release-channel--(\w+)"/g);
    assert.deepEqual(channels, ['stable', 'prerelease', 'nightly']);
    const cards = home.split('<li class="release-channel ').slice(1).map(text);
    assert.match(
      cards[0],
      /Stable.*v30\.0\.1.*Node\.js20\.11\.1.*Chromium124\.0\.6367\.60.*April 18, 2024.*npm install --save-dev electron@30\.0\.1/,
    );
    assert.match(cards[1], /Prerelease.*v31\.0\.0-alpha\.2.*Node\.js20\.12\.1.*Chromium125\.0\.6412\.0/);
    assert.match(cards[2], /Nightly.*v32\.0\.0-nightly\.20240423.*electron-nightly@32\.0\.0-nightly\.20240423/);
  });

  test("home: the readme's sections as feature blurbs, its last section as the install step", () => {
    const home = b.page('/');
    const features = all(home, /<article id="([^"]+)" class="feature">/g);
    assert.equal(features.length, 9);
    assert.equal(features[0], 'web-technologies');
    assert.ok(features.includes('crash-reporting'));
    assert.match(
      home,
      /<h2 id="get-started" class="home-section__title">Get started<\/h2><div class="markdown home-install__steps">/,
    );
    assert.match(home, /data-tab-group|role="tablist"/, 'the npm2yarn tabs of the readme');
  });

  test('home: a grid of showcased apps linking to /apps', () => {
    const home = b.page('/');
    const links = all(home, /<a class="home-apps__app" href="([^"]+)">/g);
    assert.equal(links.length, 12);
    assert.equal(links[0], '/apps#visual-studio-code');
    assert.match(home, /<a class="button" href="\/apps">See all 67 apps<\/a>/);
    assert.match(
      home,
      /<img class="app-tile" src="\/img\/apps\/visual-studio-code.svg" alt="" width="56" height="56" loading="lazy"\/>/,
    );
  });

  test('home in German comes from the translated readme; /home/README stays the plain readme', () => {
    const de = b.page('/de/');
    assert.match(
      de,
      /<p class="home-hero__tagline">Plattformübergreifende Desktop-Apps mit JavaScript, HTML und CSS entwickeln<\/p>/,
    );
    assert.match(de, /<article id="webtechnologien" class="feature">/);
    assert.match(de, /href="\/de\/apps#visual-studio-code"/);
    const readme = b.page('/home/README');
    assert.match(readme, /<article class="doc">/);
    assert.doesNotMatch(readme, /home-hero/);
  });

  test('showcase: every app with name, description, category, links and tile; pills with counts, All first', () => {
    // The list is an island: rendered for hydration, with React's text separators, which the checks below skip.
    const apps = b.page('/apps').replaceAll('<!-- -->', '');
    assert.match(
      apps,
      /<sitegen-island data-src="\/assets\/island-apps-filter\.\w+\.js" data-island="content\/pages\/_components\/apps-filter\.tsx#AppsFilter" data-hydrate="idle" data-props="\{/,
    );
    assert.match(apps, /<title>Showcase \| Electron<\/title>/);
    const cards = apps.split('<li class="app-card"').slice(1);
    assert.equal(cards.length, 67);
    const names = cards.map((c) => /<h2 class="app-card__name">([^<]+)</.exec(c)![1].replace('&amp;', '&'));
    assert.deepEqual(
      names,
      [...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })),
      'alphabetical without script',
    );
    const vscode = cards.find((c) => c.includes('id="visual-studio-code"'))!;
    assert.match(vscode, /data-category="developer-tools"/);
    assert.match(vscode, /<span class="pill pill--static">Developer Tools<\/span>/);
    assert.match(vscode, /<a href="https:\/\/code.visualstudio.com" rel="noopener">Website/);
    assert.match(vscode, /<a href="https:\/\/github.com\/microsoft\/vscode" rel="noopener">Repository/);
    assert.match(vscode, /<img class="app-tile" src="\/img\/apps\/visual-studio-code.svg"/);
    const icons = cards.map((c) => /<img class="app-tile" src="([^"]+)"/.exec(c)?.[1]);
    const missing = icons.filter((src) => !src || !existsSync(path.join('content/static', src)));
    assert.deepEqual(missing, [], 'every app has its icon under content/static');
    const pills = all(
      apps,
      /<button type="button" class="pill" aria-pressed="(?:true|false)" data-category="[^"]*">([^<]+ <span class="pill__count">\d+)/g,
    ).map(text);
    assert.equal(pills[0], 'All 67');
    assert.deepEqual(pills.slice(1), [
      'Developer Tools 13',
      'Productivity 11',
      'Communication 12',
      'Music & Media 6',
      'Design 5',
      'Finance 5',
      'Utilities 6',
      'Education 5',
      'Games 4',
    ]);
    assert.match(apps, /<div class="apps-controls" data-requires-js="true">/, 'controls are marked script-only');
    assert.match(apps, /<input type="search" data-apps-query="true" placeholder="Name or description"/);
    assert.match(
      apps,
      /<option value="name" selected="">Alphabetical<\/option><option value="recent">Most recent<\/option>/,
    );
  });

  test('governance: the intro, each group with its chair first and labelled, members past four in See more', () => {
    const gov = b.page('/governance');
    assert.match(
      text(gov),
      /Working Groups, each of which owns one area of the project, plus an Administrative group that oversees the governance as a whole and resolves conflicts/,
    );
    const groups = all(gov, /<section class="wg" id="([^"]+)"/g);
    assert.equal(groups.length, 9);
    const api = gov.split('<section class="wg" id="api"')[1].split('</section>')[0];
    const [shown, more] = api.split('<details');
    assert.equal(shown.match(/<li class="member">/g)?.length, 4, 'four members before See more');
    assert.match(
      shown,
      /^[\s\S]*?<li class="member">[\s\S]*?Shelley Vohr[\s\S]*?<span class="badge member__chair">Chair<\/span><\/li>/,
      'the chair first, with the label',
    );
    assert.equal(api.match(/member__chair/g)?.length, 1);
    assert.match(
      more,
      /<summary class="member-list__toggle"><span class="member-list__label-more">See more<\/span><span class="member-list__label-less">See less<\/span><\/summary>/,
    );
    assert.equal(more.match(/<li class="member">/g)?.length, 6);
    const admin = gov.split('<section class="wg" id="administrative"')[1].split('</section>')[0];
    assert.doesNotMatch(admin, /<details/, 'two members: nothing to collapse');
  });

  test('community, playground and search pages', () => {
    const community = b.page('/community/');
    assert.deepEqual(
      all(community, /<section class="resource-group" aria-labelledby="[^"]+"><h2 id="[^"]+">([^<]+)</g),
      ['Getting help', 'Tooling', 'Boilerplates and templates', 'Learning', 'Events and social'],
    );
    assert.match(community, /<a class="resource__link" href="\/docs\/latest\/faq">FAQ<\/a>/);
    const fiddle = b.page('/fiddle/');
    assert.deepEqual(all(fiddle, /<li class="downloads__os" data-os="(\w+)">/g), ['macos', 'windows', 'linux']);
    assert.match(text(fiddle), /Stable30\.0\.120\.11\.1124\.0\.6367\.60/);
    assert.match(text(fiddle), /Nightly32\.0\.0-nightly\.2024042320\.12\.1125\.0\.6412\.0/);
    const search = b.page('/search');
    assert.match(search, /<div class="container search-page" data-search-page="true">/);
    assert.match(search, /<form class="search-page__form" action="\/search" method="get" role="search">/);
    assert.match(
      search,
      /<input id="search-page-input" class="search-page__input" type="search" name="q" placeholder="Type your search here"/,
    );
    assert.match(b.page('/de/search'), /action="\/de\/search"/);
  });
});
