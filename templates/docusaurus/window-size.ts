/**
 * `useWindowSize` and `usePluralForm` of `@docusaurus/theme-common`, as theme-classic 2.4 defines them: pages use
 * them for layouts that differ on phones and for counts in words (casbin's ecosystem page, from Docusaurus's
 * showcase).
 */
import { useEffect, useMemo, useState } from 'react';
import { usePageData } from '../page-api.js';

type WindowSize = 'desktop' | 'mobile' | 'ssr';

/** Docusaurus's breakpoint between phone and desktop layouts. */
const DESKTOP_BREAKPOINT = 996;

/** `'ssr'` on the server and in the first render in the browser (so hydration matches), then the window's size. */
export function useWindowSize({ desktopBreakpoint = DESKTOP_BREAKPOINT } = {}): WindowSize {
  const [size, setSize] = useState<WindowSize>('ssr');
  useEffect(() => {
    const update = () => setSize(window.innerWidth > desktopBreakpoint ? 'desktop' : 'mobile');
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [desktopBreakpoint]);
  return size;
}

/**
 * `selectMessage(count, 'One site|{count} sites')`: the message of `count`'s plural form in the page's language,
 * the forms in the order `Intl.PluralRules` lists them (the last one written stands in for any form after it).
 */
export function usePluralForm(): { selectMessage: (count: number, messages: string) => string } {
  const locale = usePageData().site.locale.htmlLang;
  const rules = useMemo(() => new Intl.PluralRules(locale), [locale]);
  return {
    selectMessage(count, messages) {
      const parts = messages.split('|');
      if (parts.length === 1) return parts[0];
      const index = rules.resolvedOptions().pluralCategories.indexOf(rules.select(count));
      return parts[Math.min(Math.max(index, 0), parts.length - 1)];
    },
  };
}
