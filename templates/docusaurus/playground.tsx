/**
 * A live code block in the browser, as @docusaurus/theme-live-codeblock's Playground: the code in an editor, and
 * what it renders below (or above, `playgroundPosition: 'top'`), again at each edit. The code runs with the
 * names of `@theme/ReactLiveScope` in scope (the site's own in `src/theme/`, else React's). react-live compiles
 * JSX and TypeScript in the browser. The built page shows the code highlighted and "Loading..." for the result
 * (src/markdown/playground.ts); this island replaces that when it comes into view.
 */
import { LiveEditor, LiveError, LivePreview, LiveProvider } from 'react-live';
import ReactLiveScope from '@theme/ReactLiveScope';
import prismThemes from 'sitegen:live-prism-themes';
import { useColorMode } from './theme-common.js';

/** What the built page passes (src/markdown/playground.ts). */
export interface PlaygroundProps {
  code: string;
  language: string;
  /** The code calls `render(<App />)` itself (`noInline` in the fence's meta). */
  noInline: boolean;
  position: 'top' | 'bottom';
  /** The fence's words after the language (`live noInline`), as MDX gives them to a swizzled Playground. */
  metastring: string;
  /** The headers, in the page's language (from the island's `data-label-*`). */
  labels: { editor: string; result: string };
}

/** A theme sitegen knows no colours of: the code in the page's own. */
const NO_COLOURS = { plain: {}, styles: [] };

export default function Playground({ code, language, noInline, position, labels }: PlaygroundProps) {
  // The site's Prism theme of the page's colour mode, as theme-live-codeblock's usePrismTheme() gives it.
  const { colorMode } = useColorMode();
  const theme = (colorMode === 'dark' ? (prismThemes.dark ?? prismThemes.light) : prismThemes.light) ?? NO_COLOURS;
  const editor = (
    <>
      <div className="playground__header">{labels.editor}</div>
      <LiveEditor className="playground__editor" />
    </>
  );
  const result = (
    <>
      <div className="playground__header">{labels.result}</div>
      <div className="playground__preview">
        <LivePreview />
        <LiveError className="playground__error" />
      </div>
    </>
  );
  return (
    <LiveProvider code={code} language={language} noInline={noInline} scope={ReactLiveScope} theme={theme}>
      {position === 'top' ? (
        <>
          {result}
          {editor}
        </>
      ) : (
        <>
          {editor}
          {result}
        </>
      )}
    </LiveProvider>
  );
}
