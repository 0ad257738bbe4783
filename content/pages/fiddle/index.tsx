/**
 * The playground tool's page. Downloads are listed for every operating system; the island `Downloads`
 * (_components/downloads.tsx) moves the visitor's own to the front and marks it. The Electron versions it offers
 * come from `releases.json`.
 */
import type { PageData } from 'sitegen/page';
import { Downloads, type DownloadGroup } from '../_components/downloads';

/** Where every build of the playground is published. */
const RELEASES = 'https://github.com/electron/fiddle/releases/latest';

/** Downloads per operating system, in the order shown without script. */
const DOWNLOADS: DownloadGroup[] = [
  { os: 'macos', name: 'macOS', builds: [{ label: 'Apple Silicon', file: '.zip' }, { label: 'Intel', file: '.zip' }] },
  { os: 'windows', name: 'Windows', builds: [{ label: 'x64', file: 'Setup.exe' }, { label: 'ia32', file: 'Setup.exe' }] },
  { os: 'linux', name: 'Linux', builds: [{ label: 'x64', file: '.deb' }, { label: 'x64', file: '.rpm' }, { label: 'arm64', file: '.deb' }] },
];

export const meta = ({ translate }: PageData) => ({
  title: translate({ id: 'fiddle.title', message: 'Electron Fiddle' }),
  description: translate({ id: 'fiddle.description', message: 'Build, run and share small Electron experiments with any version of Electron.' }),
});

export default function Fiddle({ translate, releases, href }: PageData) {
  return (
    <div className="container fiddle-page">
      <header className="page-header">
        <h1>{translate({ id: 'fiddle.title', message: 'Electron Fiddle' })}</h1>
        <p className="page-header__lead">
          {translate({ id: 'fiddle.lead', message: 'Write a main process, a preload script and a page side by side, run them with any Electron version, and share the result as a GitHub Gist.' })}
        </p>
      </header>
      <figure className="fiddle-shot"><img src="/img/fiddle-window.svg" alt={translate({ id: 'fiddle.shot', message: 'The Electron Fiddle window: a version picker and a Run button above editors for main.js, preload.js and index.html, with the console below.' })} width={960} height={560} /></figure>
      <section aria-labelledby="downloads">
        <h2 id="downloads">{translate({ id: 'fiddle.downloads', message: 'Download' })}</h2>
        <Downloads groups={DOWNLOADS} href={RELEASES} yoursLabel={translate({ id: 'fiddle.yourSystem', message: 'For your system' })} />
      </section>
      {releases && <Versions translate={translate} releases={releases} />}
      <section aria-labelledby="fiddle-docs">
        <h2 id="fiddle-docs">{translate({ id: 'fiddle.fromDocs', message: 'Open examples from the docs' })}</h2>
        <p>
          {translate({ id: 'fiddle.fromDocs.text', message: 'Code examples in the documentation have an "Open in Fiddle" button that loads them straight into the app.' })}{' '}
          <a href={href('/docs/latest/tutorial/quick-start')}>{translate({ id: 'fiddle.quickStart', message: 'Start with the quick start guide.' })}</a>
        </p>
      </section>
    </div>
  );
}


/** The newest version of each release channel, with its Node.js and Chromium. */
function Versions({ translate, releases }: Pick<PageData, 'translate'> & { releases: NonNullable<PageData['releases']> }) {
  return (
    <section aria-labelledby="versions">
      <h2 id="versions">{translate({ id: 'fiddle.versions', message: 'Every Electron version, one click away' })}</h2>
      <p>{translate({ id: 'fiddle.versions.lead', message: 'Fiddle downloads the version you pick. The newest of each release channel:' })}</p>
      <table className="fiddle-versions">
        <thead>
          <tr>
            <th scope="col">{translate({ id: 'fiddle.channel', message: 'Channel' })}</th>
            <th scope="col">{translate({ id: 'fiddle.version', message: 'Version' })}</th>
            <th scope="col">Node.js</th>
            <th scope="col">Chromium</th>
          </tr>
        </thead>
        <tbody>
          {(['stable', 'prerelease', 'nightly'] as const).map((channel) => (
            <tr key={channel}>
              <th scope="row">{translate({ id: `releases.${channel}`, message: channel[0].toUpperCase() + channel.slice(1) })}</th>
              <td>{releases[channel].version}</td>
              <td>{releases[channel].node}</td>
              <td>{releases[channel].chrome}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
