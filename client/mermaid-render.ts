/**
 * The part of the diagrams that loads with Mermaid, in its chunk (client/mermaid.ts decides when): each diagram
 * rendered as SVG in the site's Mermaid theme for the current colour mode.
 */
import mermaid from 'mermaid';
import { CLIENT_CONFIG_ID } from '../templates/client-config-id.js';
import type { ClientConfig } from '../templates/client-config.js';

type MermaidConfig = Parameters<(typeof mermaid)['initialize']>[0];

let renders = 0;

/** Draw each diagram in the current colour mode's theme. */
export async function renderDiagrams(diagrams: HTMLElement[]): Promise<void> {
  const dark = document.documentElement.dataset.theme === 'dark';
  const { themes, options } = diagramSettings();
  // The site's settings, then the theme of the colour mode, as theme-mermaid gives them.
  mermaid.initialize({
    startOnLoad: false,
    securityLevel: 'strict',
    ...options,
    theme: (dark ? themes.dark : themes.light) as MermaidConfig['theme'],
  });
  for (const diagram of diagrams) {
    // The source is kept on the element: the first render replaces the <pre> that held it.
    const source = (diagram.dataset.source ??= diagram.querySelector('pre')?.textContent ?? '');
    try {
      const { svg } = await mermaid.render(`mermaid-svg-${++renders}`, source);
      diagram.innerHTML = svg;
      diagram.dataset.rendered = dark ? 'dark' : 'light';
    } catch (error) {
      // A diagram with a syntax error keeps showing its source, which is still useful.
      console.error('sitegen: a diagram could not be rendered', error);
    }
  }
}

/**
 * The site's Mermaid themes and settings, from the page's client config. Read here, not through site-config.ts: a
 * module both this chunk and the main script import would be split into a chunk of its own that every page loads
 * first.
 */
function diagramSettings(): { themes: NonNullable<ClientConfig['diagramThemes']>; options: MermaidConfig } {
  const text = document.getElementById(CLIENT_CONFIG_ID)?.textContent;
  const config = text ? (JSON.parse(text) as ClientConfig) : undefined;
  return {
    themes: config?.diagramThemes ?? { light: 'default', dark: 'dark' },
    options: (config?.diagramOptions ?? {}) as MermaidConfig,
  };
}
