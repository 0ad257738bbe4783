/** The theme module the playground imports: the site's `src/theme/ReactLiveScope`, else react-live-scope.ts. */
declare module '@theme/ReactLiveScope' {
  const scope: Record<string, unknown>;
  export default scope;
}

/** The Prism theme of each colour mode (src/pages/docusaurus/page-imports.ts). */
declare module 'sitegen:live-prism-themes' {
  import type { PrismTheme } from 'prism-react-renderer';
  const themes: { light: PrismTheme | null; dark: PrismTheme | null };
  export default themes;
}
