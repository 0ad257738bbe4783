/**
 * The playground downloads (content/pages/fiddle/index.tsx) list every operating system; this moves the
 * visitor's own to the front and marks it, so the likely download is the first one.
 */
import type { IslandContext } from './crash-boundary.js';

/** Put the visitor's operating system first in the downloads list (`[data-downloads]`) and mark it. */
export function startDownloads({ root }: IslandContext): void {
  const os = visitorOs();
  const own = os && root.querySelector<HTMLElement>(`:scope > [data-os="${os}"]`);
  if (!own) return;
  root.prepend(own);
  own.classList.add('downloads__os--yours');
  const mark = document.createElement('span');
  mark.className = 'badge downloads__yours';
  mark.textContent = root.dataset.recommendedLabel ?? '';
  own.querySelector('h3')?.append(' ', mark);
}

/** 'macos', 'windows' or 'linux' from the browser's platform, or null when it is something else. */
export function visitorOs(): string | null {
  const nav = navigator as Navigator & { userAgentData?: { platform?: string } };
  const platform = `${nav.userAgentData?.platform ?? ''} ${navigator.platform} ${navigator.userAgent}`.toLowerCase();
  // Phones say "linux" (Android) or "mac" (iOS) too, but they are offered nothing better than the full list.
  if (/android|iphone|ipad/.test(platform)) return null;
  if (/mac/.test(platform)) return 'macos';
  if (/win/.test(platform)) return 'windows';
  if (/linux|x11|cros/.test(platform)) return 'linux';
  return null;
}
