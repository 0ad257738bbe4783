/** The per-locale settings the server inlines in `<head>` (see templates/client-config.ts), read once. */
import { CLIENT_CONFIG_ID } from '../templates/client-config-id.js';
import type { ClientConfig } from '../templates/client-config.js';

let config: ClientConfig | undefined;

/** This locale's client settings; safe defaults when the page has none (a hand-written HTML file). */
export function siteConfig(): ClientConfig {
  if (!config) {
    const text = document.getElementById(CLIENT_CONFIG_ID)?.textContent;
    config = text
      ? (JSON.parse(text) as ClientConfig)
      : { base: '/', locale: '', locales: [], followSystemTheme: false, analytics: null, search: null };
  }
  return config;
}
