/**
 * theme-classic 2.4's icons that a site's own components draw (`@theme/Icon/Copy` and `@theme/Icon/Success`, the
 * code block's copy button and its tick, which typescript-eslint's playground reuses): the same SVGs.
 */
import type { SVGProps } from 'react';

/** `@theme/Icon/Copy`. */
export default function IconCopy(props: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 24 24" {...props}>
      <path
        fill="currentColor"
        d="M19,21H8V7H19M19,5H8A2,2 0 0,0 6,7V21A2,2 0 0,0 8,23H19A2,2 0 0,0 21,21V7A2,2 0 0,0 19,5M16,1H4A2,2 0 0,0 2,3V17H4V3H16V1Z"
      />
    </svg>
  );
}

/** `@theme/Icon/Success`. */
export function IconSuccess(props: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 24 24" {...props}>
      <path fill="currentColor" d="M21,7L9,19L3.5,13.5L4.91,12.09L9,16.17L19.59,5.59L21,7Z" />
    </svg>
  );
}
