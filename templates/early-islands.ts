/**
 * Names shared by the build and the browser for a Docusaurus page's islands mounted before the window's load event
 * (src/render/early-islands.ts, client/islands-now.ts). Not in client-config-id.ts: that module's constants ride
 * in the script every page loads, and these only in the islands' code.
 */

/** The attribute of the page's module scripts that mount its islands early. */
export const EARLY_ISLANDS_ATTRIBUTE = 'data-sitegen-islands';

/** The client bundle's entry (and chunk name) those scripts import. */
export const ISLANDS_NOW = 'islands-now';
