/** The three release channels with their versions, from `releases.json`. */
import { usePageData } from 'sitegen/page';

const CHANNELS = [
  { key: 'stable', id: 'releases.stable', message: 'Stable', note: 'releases.stable.note', noteMessage: 'Recommended for apps you ship.', pkg: 'electron' },
  { key: 'prerelease', id: 'releases.prerelease', message: 'Prerelease', note: 'releases.prerelease.note', noteMessage: 'The next major version, for testing ahead of its release.', pkg: 'electron' },
  { key: 'nightly', id: 'releases.nightly', message: 'Nightly', note: 'releases.nightly.note', noteMessage: 'Built every night from the main branch.', pkg: 'electron-nightly' },
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
            <h3 className="release-channel__name">{translate({ id: c.id, message: c.message })}</h3>
            <p className="release-channel__version">v{release.version}</p>
            <p className="release-channel__note">{translate({ id: c.note, message: c.noteMessage })}</p>
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
