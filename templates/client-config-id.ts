/**
 * The id of the `<script type="application/json">` holding the client settings (templates/client-config.ts).
 * Its own module: the client reads it without importing the settings' server code (and, through it, the
 * translation helpers, which would then ride along in the script every page loads).
 */
export const CLIENT_CONFIG_ID = 'sitegen-config';

/** The id of the `<script type="application/json">` holding the page data of Markdown's islands (markdown-islands-data.tsx). */
export const MARKDOWN_ISLANDS_DATA_ID = 'sitegen-page-data';

/** The class the head script puts on `<html>` (theme-script.ts): not the page's, so a page swap keeps it. */
export const SCRIPT_CLASS = 'js';
