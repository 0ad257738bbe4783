/**
 * `@theme/MDXComponents` in page code (a page component's `<MDXProvider components={MDXComponents}>`, flipper's
 * EmbeddedMDXPage): theme-classic's map of the elements Markdown renders to its components. The Markdown a page is
 * given is HTML already, drawn with these at build time, so the map only has to hold what page code may pick from
 * it. A site's own `src/theme/MDXComponents` is what the import gets when it has one (modules.ts SITE_REPLACEABLE).
 */
import Admonition from './admonition.js';
import CodeBlock from './code-block.js';
import Heading from './heading.js';
import Link from './link.js';

const MDXComponents = {
  a: Link,
  pre: CodeBlock,
  admonition: Admonition,
  h1: (props: object) => <Heading as="h1" {...props} />,
  h2: (props: object) => <Heading as="h2" {...props} />,
  h3: (props: object) => <Heading as="h3" {...props} />,
  h4: (props: object) => <Heading as="h4" {...props} />,
  h5: (props: object) => <Heading as="h5" {...props} />,
  h6: (props: object) => <Heading as="h6" {...props} />,
};

export default MDXComponents;
