/**
 * Furniture the client needs in the page's language: the crash notice and the lazy-loader view as `<template>`s
 * (client/crash-boundary.ts and client/lazy-loader.ts clone them), and, on the home page of a site whose base URL
 * is not `/`, the base-URL banner with the inline script that shows it when the page is opened outside that base.
 */
import { t } from './i18n.js';
import type { SiteData } from './site-data.js';
import { SECONDARY_BUTTON } from './button-classes.js';

/** Everything above, for the page at `path`. */
export function PageFurniture({ site, path }: { site: SiteData; path: string }) {
  return (
    <>
      {path === '/' && site.baseUrl !== '/' && <BaseUrlBanner site={site} />}
      <template id="sitegen-crash">
        <div className="crash" role="alert" data-cause-label={t(site, 'crash.cause')}>
          <p className="crash__title">{t(site, 'crash.title')}</p>
          <button type="button" className={`${SECONDARY_BUTTON} crash__retry`} data-crash-retry>
            {t(site, 'crash.retry')}
          </button>
          <ul className="crash__errors" data-crash-errors />
        </div>
      </template>
      <template id="sitegen-loader">
        <div className="lazy-loader" data-state="loading">
          <div className="lazy-loader__spinner" role="status" aria-label={t(site, 'loading.label')}>
            <span className="lazy-loader__ring" />
            <span className="lazy-loader__pulse" />
          </div>
          <p className="lazy-loader__slow">{t(site, 'loading.slow')}</p>
          <div className="lazy-loader__error" role="alert">
            {/* What happened in a visitor's words; the technical message below, for a bug report. */}
            <p className="lazy-loader__message">{t(site, 'loading.failed')}</p>
            <p className="lazy-loader__detail" data-lazy-error />
            <button type="button" className={SECONDARY_BUTTON} data-lazy-retry>
              {t(site, 'loading.retry')}
            </button>
          </div>
        </div>
      </template>
    </>
  );
}

/**
 * With a wrong base URL the stylesheet and script do not load either, so the banner is styled inline and shown by
 * an inline script: when the address is not below the configured base, the site is being served from elsewhere,
 * and the path it was opened at is the base URL to suggest.
 */
function BaseUrlBanner({ site }: { site: SiteData }) {
  const [before, after = ''] = t(site, 'baseUrl.suggestion').split('{suggested}');
  const script =
    `(function(){var b=${JSON.stringify(site.baseUrl)},p=location.pathname.replace(/index\\.html$/,'');` +
    `if(p.slice(0,b.length)===b||p+'/'===b)return;var n=document.getElementById('sitegen-base-url');` +
    `n.querySelector('[data-suggested]').textContent=p.slice(-1)==='/'?p:p+'/';n.hidden=false})()`;
  return (
    <>
      <div
        id="sitegen-base-url"
        role="alert"
        hidden
        style={{
          padding: '1rem 1.5rem',
          border: '2px solid #b3261e',
          background: '#fdecea',
          color: '#1f1f1f',
          fontFamily: 'system-ui, sans-serif',
          fontSize: '1.125rem',
          lineHeight: 1.5,
        }}
      >
        <p style={{ margin: 0, fontWeight: 700 }}>{t(site, 'baseUrl.warning')}</p>
        <p style={{ margin: '0.5rem 0 0' }}>{t(site, 'baseUrl.reason')}</p>
        <p style={{ margin: '0.5rem 0 0' }}>{t(site, 'baseUrl.current', { baseUrl: site.baseUrl })}</p>
        <p style={{ margin: '0.5rem 0 0' }}>
          {before}
          <strong data-suggested />
          {after}
        </p>
      </div>
      <script dangerouslySetInnerHTML={{ __html: script }} />
    </>
  );
}
