/**
 * A page module whose top level asks for the page: `translate()` at the top level of a Docusaurus page or of a
 * component it imports (a list of features made once, as the module loads). Docusaurus builds a bundle per locale,
 * so such a list holds that locale's messages. sitegen has one bundle for all locales: the module is loaded once
 * per locale instead, with a page of that locale current, the first time a page of the locale renders it.
 */
import { createElement } from 'react';
import { PageDataProvider, usePageData, type PageData } from '../../templates/page-api.js';
import { recordPageData, withStringsReadAtLoad } from '../../templates/page-snapshot.js';
import type { PageModule } from '../../templates/page-types.js';
import type { SiteData } from '../../templates/site-data.js';

interface Instance {
  module: PageModule;
  /** The strings it read as it loaded: each page it renders carries them to the browser, which loads it too. */
  strings: string[];
}

/** A page module that renders the instance `load` gives for the page's locale (its site data), loaded once each. */
export function localeBoundModule(load: (page: PageData) => PageModule): PageModule {
  const bySite = new WeakMap<SiteData, Instance>();
  function LocaleBound(props: PageData) {
    const page = usePageData();
    let instance = bySite.get(page.site);
    if (!instance) {
      const recorder = recordPageData(page);
      const module = load(recorder.data);
      bySite.set(page.site, (instance = { module, strings: Object.keys(recorder.snapshot()?.site.strings ?? {}) }));
    }
    const value = withStringsReadAtLoad(page, instance.strings);
    return createElement(PageDataProvider, { value }, createElement(instance.module.default, props));
  }
  return { default: LocaleBound };
}
