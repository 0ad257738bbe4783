/**
 * The inline script in `<head>`: sets `data-theme` before first paint (no flash of the wrong colour mode), marks
 * `html.js` so script-only controls appear, and hides a dismissed announcement bar. Kept tiny: it runs on
 * every page before anything else.
 */
import { SCRIPT_CLASS } from './client-config-id.js';
import type { SiteData } from './site-data.js';

const prefers = (mode: string) => `matchMedia('(prefers-color-scheme: ${mode})').matches`;

/**
 * The script's source for this site's colour-mode settings. With `respectPrefersColorScheme`, as in Docusaurus, a
 * system that prefers either mode gets it; `defaultMode` is for one that states no preference.
 */
export function themeScript(site: Pick<SiteData, 'colorMode' | 'announcementBar'>): string {
  const { defaultMode, respectPrefersColorScheme } = site.colorMode;
  // A system that prefers the default mode, or states no preference, gets the default: only the other needs asking.
  const other = defaultMode === 'dark' ? 'light' : 'dark';
  const bar = site.announcementBar ? JSON.stringify(site.announcementBar.id) : 'null';
  return (
    `(function(){var d=document.documentElement,t=null,a=${bar};d.classList.add('${SCRIPT_CLASS}');` +
    `try{t=localStorage.getItem('theme');if(a&&localStorage.getItem('announcement-dismissed')===a)d.dataset.announcementDismissed='true'}catch(e){}` +
    `if(t!=='light'&&t!=='dark')t=${respectPrefersColorScheme ? `${prefers(other)}?'${other}':'${defaultMode}'` : `'${defaultMode}'`};` +
    `d.dataset.theme=t})()`
  );
}
