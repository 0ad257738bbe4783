/**
 * The home page, built from the home readme (`content/home/README.md` and its translations): the hero takes the
 * readme's title and tagline, its last section (getting started) sits with the release channels, and every
 * other section is a feature blurb. Below them, a sample of the showcase.
 */
import { readmeSections, type PageData } from 'sitegen/page';
import { AppTile } from './_components/app-tile';
import { ReleaseChannels } from './_components/release-channels';
import type { AppsFile } from './_data';

/** How many showcased apps the home page shows. */
const SHOWCASED = 12;

export default function Home({ entry, site, href, translate, dataFile }: PageData) {
  if (!entry) throw new Error('the home page is built from the home readme (content/home/README.md), and there is none');
  const { sections } = readmeSections(entry);
  const start = sections.at(-1);
  const features = sections.slice(0, -1);
  const tagline = typeof entry.frontMatter.tagline === 'string' ? entry.frontMatter.tagline : site.tagline;
  return (
    <div className="home">
      <section className="home-hero">
        <div className="container home-hero__inner">
          {site.navbar.logo && <img className="home-hero__logo" src={site.navbar.logo.src} alt="" width={112} height={112} />}
          <h1 className="home-hero__title">{entry.title}</h1>
          <p className="home-hero__tagline">{tagline}</p>
          <div className="home-hero__actions">
            <a className="button button--primary button--lg" href={href('/docs/latest/')}>
              {translate({ id: 'home.cta.docs', message: 'Get started' })}
            </a>
            <a className="button button--lg" href={href('/fiddle/')}>
              {translate({ id: 'home.cta.fiddle', message: 'Try Electron Fiddle' })}
            </a>
          </div>
        </div>
      </section>
      {start && (
        <section className="container home-install" aria-labelledby={start.id}>
          <h2 id={start.id} className="home-section__title">
            {start.title}
          </h2>
          <div className="markdown home-install__steps" dangerouslySetInnerHTML={{ __html: start.html }} />
          <ReleaseChannels />
        </section>
      )}
      <section className="container home-features" aria-label={translate({ id: 'home.features', message: 'Features' })}>
        <div className="feature-grid">
          {features.map((s) => (
            <article key={s.id} id={s.id} className="feature">
              <h2 className="feature__title" dangerouslySetInnerHTML={{ __html: s.titleHtml }} />
              <div className="markdown feature__body" dangerouslySetInnerHTML={{ __html: s.html }} />
            </article>
          ))}
        </div>
      </section>
      <ShowcaseSample apps={dataFile<AppsFile>('apps').apps} href={href} translate={translate} />
    </div>
  );
}

function ShowcaseSample({ apps, href, translate }: { apps: AppsFile['apps']; href: PageData['href']; translate: PageData['translate'] }) {
  return (
    <section className="container home-apps" aria-labelledby="home-apps">
      <h2 id="home-apps" className="home-section__title">
        {translate({ id: 'home.apps.title', message: 'Apps users love, built with Electron' })}
      </h2>
      <ul className="home-apps__grid">
        {apps.slice(0, SHOWCASED).map((app) => (
          <li key={app.slug}>
            <a className="home-apps__app" href={href(`/apps#${app.slug}`)}>
              <AppTile app={app} size={56} />
              <span>{app.name}</span>
            </a>
          </li>
        ))}
      </ul>
      <p className="home-apps__more">
        <a className="button" href={href('/apps')}>
          {translate({ id: 'home.apps.more', message: 'See all {count} apps' }, { count: apps.length })}
        </a>
      </p>
    </section>
  );
}
