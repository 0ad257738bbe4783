/** `@docusaurus/useBaseUrl` and `useBaseUrlUtils`: paths below the site's baseUrl. */
import { usePageData } from '../page-api.js';
import { withBaseUrl } from './runtime.js';

/** Options of `useBaseUrl`. */
export interface BaseUrlOptions {
  absolute?: boolean;
  forcePrependBaseUrl?: boolean;
}

/** `url` below the baseUrl (absolute with `{ absolute: true }`). */
export default function useBaseUrl(url: string, options: BaseUrlOptions = {}): string {
  const { site } = usePageData();
  return withBaseUrl(site.baseUrl, url, { absolute: options.absolute, siteUrl: site.url });
}

/** `{ withBaseUrl }`, for several URLs at once. */
export function useBaseUrlUtils() {
  const { site } = usePageData();
  return {
    withBaseUrl: (url: string, options: BaseUrlOptions = {}) =>
      withBaseUrl(site.baseUrl, url, { absolute: options.absolute, siteUrl: site.url }),
  };
}
