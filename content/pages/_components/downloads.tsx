'use client';
/**
 * The playground's downloads, one group per operating system. An island (`'use client'`): the server lists every
 * system in a fixed order; once hydrated, the visitor's own moves to the front with a 'For your system' mark, so
 * the likely download is the first one.
 */
import { useEffect, useState } from 'react';

/** One operating system and its builds. */
export interface DownloadGroup {
  os: 'macos' | 'windows' | 'linux';
  name: string;
  builds: { label: string; file: string }[];
}

/** Props of the island. */
export interface DownloadsProps {
  groups: DownloadGroup[];
  /** Where every build is published. */
  href: string;
  /** The mark on the visitor's system ('For your system'). */
  yoursLabel: string;
}

/** The downloads list, the visitor's system first. */
export function Downloads({ groups, href, yoursLabel }: DownloadsProps) {
  // Read after hydration: the server cannot know the visitor's system, and the first render must match its HTML.
  const [os, setOs] = useState<string | null>(null);
  useEffect(() => setOs(visitorOs()), []);
  const ordered = os ? [...groups].sort((a, b) => Number(b.os === os) - Number(a.os === os)) : groups;
  return (
    <ul className="downloads">
      {ordered.map((group) => (
        <li key={group.os} className={group.os === os ? 'downloads__os downloads__os--yours' : 'downloads__os'} data-os={group.os}>
          <h3 className="downloads__name">
            {group.name}
            {group.os === os && (
              <>
                {' '}
                <span className="badge downloads__yours">{yoursLabel}</span>
              </>
            )}
          </h3>
          <ul className="downloads__builds">
            {group.builds.map((b) => (
              <li key={`${b.label}-${b.file}`}>
                <a className="button" href={href} rel="noopener">
                  {b.label} <span className="downloads__file">{b.file}</span>
                </a>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
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
