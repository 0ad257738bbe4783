/**
 * The classes of a feature a site's config leaves off name nothing on its pages, so their rules leave its stylesheet
 * (src/bundle/feature-classes.ts): the announcement bar's without `announcementBar`. A rule that names another
 * part beside them stays.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { featureOff, withoutFeaturesOff } from '../../src/bundle/feature-classes.js';
import { resolveConfig } from '../../src/config/load-config.js';

const config = (raw: object) =>
  resolveConfig({ title: 'Site', url: 'https://example.com', ...raw }, { root: '/site', configFile: null });

const CSS =
  '.announcement-bar{display:flex}.announcement-bar__close{opacity:.5}' +
  '@media print{.announcement-bar,.skip-link{display:none}}.menu__link{color:blue}';

test('a site without an announcement bar is sent none of its rules; one with a bar keeps them', () => {
  const plain = withoutFeaturesOff(CSS, featureOff(config({})));
  assert.equal(plain, '@media print{.announcement-bar,.skip-link{display:none}}.menu__link{color:blue}');
  const withBar = config({ announcementBar: { id: 'news', content: 'News' } });
  assert.equal(withoutFeaturesOff(CSS, featureOff(withBar)), CSS);
});
