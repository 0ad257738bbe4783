/** The theme module the playground imports: the site's `src/theme/ReactLiveScope`, else react-live-scope.ts. */
declare module '@theme/ReactLiveScope' {
  const scope: Record<string, unknown>;
  export default scope;
}

/** The site's swizzled `src/theme/Playground` (swizzled-playground.tsx draws it only when the site has one). */
declare module '@theme/Playground' {
  import type { ComponentType, ReactNode } from 'react';
  const Playground: ComponentType<{
    scope: Record<string, unknown>;
    className: string;
    metastring: string;
    live: boolean;
    children: ReactNode;
  }>;
  export default Playground;
}

/** The pencil of "Edit this page": the site's `src/theme/Icon/Edit`, else doc-item.tsx's `IconEdit`. */
declare module '@theme/Icon/Edit' {
  import type { SVGProps } from 'react';
  export default function IconEdit(props: SVGProps<SVGSVGElement>): React.JSX.Element;
}

/** The Prism theme of each colour mode (src/pages/docusaurus/page-imports.ts). */
declare module 'sitegen:live-prism-themes' {
  import type { PrismTheme } from 'prism-react-renderer';
  const themes: { light: PrismTheme | null; dark: PrismTheme | null };
  export default themes;
}
