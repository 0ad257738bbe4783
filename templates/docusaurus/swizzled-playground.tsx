/**
 * A live code block drawn by the site's own `src/theme/Playground`, as @docusaurus/theme-live-codeblock's CodeBlock
 * draws it: with the props MDX gives a `live` fence (its code as children, `className`, `metastring`, `live`) and the
 * names of `@theme/ReactLiveScope` as `scope`. A site swizzles it to wrap the result (formatjs puts react-intl's
 * IntlProvider around the preview), so sitegen's own playground.tsx would lose what the site's code needs.
 */
import SitePlayground from '@theme/Playground';
import ReactLiveScope from '@theme/ReactLiveScope';
import type { PlaygroundProps } from './playground.js';

export default function SwizzledPlayground({ code, language, metastring }: PlaygroundProps) {
  // MDX's code children end with the fence's last newline; swizzled Playgrounds strip it (`children.replace(/\n$/, '')`).
  return (
    <SitePlayground scope={ReactLiveScope} className={`language-${language}`} metastring={metastring} live>
      {`${code}\n`}
    </SitePlayground>
  );
}
