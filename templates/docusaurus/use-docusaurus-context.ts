/** `@docusaurus/useDocusaurusContext`: the site config (with `customFields`), i18n and global data. */
import { useDocusaurusContextValue } from './runtime.js';

/** The Docusaurus context of the current page. */
export default function useDocusaurusContext() {
  return useDocusaurusContextValue();
}
