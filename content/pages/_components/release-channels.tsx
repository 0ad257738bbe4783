/** The three release channels with their versions, from `releases.json`. */
import { usePageData } from 'sitegen/page';

const CHANNELS = [
  // `{ id, message }` objects written out in full, so `sitegen write-translations` finds them.
  { key: 'stable', name: { id: 'releases.stable', message: 'Stable' }, note: { id: 'releases.stable.note', message: 'Recommended for apps you ship.' }, pkg: 'electron' },
  { key: 'prerelease', name: { id: 'releases.prerelease', message: 'Prerelease' }, note: { id: 'releases.prerelease.note', message: 'The next major version, for testing ahead of its release.' }, pkg: 'electron' },
  { key: 'nightly', name: { id: 'releases.nightly', message: 'Nightly' }, note: { id: 'releases.nightly.note', message: 'Built every night from the main branch.' }, pkg: 'electron-nightly' },
] as const;

/** One card per channel: version, Node.js and Chromium versions, date, install command and release notes. */
export function ReleaseChannels() {
  const { releases, translate, formatDate } = usePageData();
  if (!releases) return null;
  return (
    <ul className="release-channels">
      {CHANNELS.map((c) => {
        const release = releases[c.key];
        return (
          <li key={c.key} className={`release-channel release-channel--${c.key}`} data-channel={c.key}>
            <h3 className="release-channel__name">{translate(c.name)}</h3>
            <p className="release-channel__version">v{release.version}</p>
            <p className="release-channel__note">{translate(c.note)}</p>
            <dl className="release-channel__facts">
              <div>
                <dt>Node.js</dt>
                <dd>{release.node}</dd>
              </div>
              <div>
                <dt>Chromium</dt>
                <dd>{release.chrome}</dd>
              </div>
              <div>
                <dt>{translate({ id: 'releases.date', message: 'Released' })}</dt>
                <dd>
                  <time dateTime={release.date}>{formatDate(release.date)}</time>
                </dd>
              </div>
            </dl>
            <code className="release-channel__install">npm install --save-dev {c.pkg}@{release.version}</code>
            <a className="release-channel__notes" href={`https://releases.electronjs.org/release/v${release.version}`}>
              {translate({ id: 'releases.notes', message: 'Release notes for v{version}' }, { version: release.version })}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
