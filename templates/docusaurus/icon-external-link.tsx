/** `@theme/Icon/ExternalLink` (`@theme/IconExternalLink` before 2.3): the icon after an external link. */
import { DOCUSAURUS_EXTERNAL_ICON } from '../docusaurus-external-icon.js';

/** Its props, as theme-classic's. */
export interface IconExternalLinkProps {
  width?: number;
  height?: number;
}

/** The icon, sized and spaced by sitegen's Infima as theme-classic's CSS module does. */
export default function IconExternalLink({ width = 13.5, height = 13.5 }: IconExternalLinkProps) {
  return (
    <svg width={width} height={height} aria-hidden="true" viewBox="0 0 24 24" className="external-icon">
      <path fill="currentColor" d={DOCUSAURUS_EXTERNAL_ICON} />
    </svg>
  );
}
