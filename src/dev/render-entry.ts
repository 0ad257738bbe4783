/**
 * Everything `dev` calls that reaches into templates/, as one module: the compiled CLI imports it once, and a
 * template edit is picked up by bundling this file afresh (see render-module.ts).
 */
export { renderHere } from '../render/render-pool.js';
export { createLocaleBundle } from '../render/locale-bundle.js';
export { importPageModules } from '../pages/import-page-modules.js';
export { loadTranslations } from '../i18n/translations.js';
