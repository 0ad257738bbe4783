/** An app's icon: its image when the data names one, else a tile with the app's first letter in its colour. */
import type { App } from '../_data';

/** The icon, decorative (the app's name is always next to it). */
export function AppTile({ app, size = 48 }: { app: App; size?: number }) {
  if (app.icon) return <img className="app-tile" src={app.icon} alt="" width={size} height={size} loading="lazy" />;
  const letter = [...app.name.trim()][0]?.toUpperCase() ?? '?';
  return (
    <span className="app-tile" aria-hidden="true" style={{ backgroundColor: app.color, color: textOn(app.color), width: size, height: size, fontSize: size * 0.5 }}>
      {letter}
    </span>
  );
}

/** Black or white, whichever reads better on `hex` (WCAG relative luminance). */
export function textOn(hex: string): string {
  const m = /^#?([\da-f]{2})([\da-f]{2})([\da-f]{2})$/i.exec(hex);
  if (!m) return '#ffffff';
  const [r, g, b] = m.slice(1).map((h) => {
    const c = parseInt(h, 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  // White while it keeps 3:1, the large-text contrast the tile's big bold letter needs; black on light colours.
  return luminance > 0.3 ? '#111111' : '#ffffff';
}
