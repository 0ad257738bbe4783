/** Community resources: the groups of `community.json`, each a short introduction and a list of links. */
import type { PageData } from 'sitegen/page';
import type { CommunityFile } from '../_data';

export const meta = ({ translate }: PageData) => ({
  title: translate({ id: 'community.title', message: 'Community' }),
  description: translate({ id: 'community.description', message: 'Where to get help, find tools and templates, and meet other Electron developers.' }),
});

export default function Community({ dataFile, translate, href }: PageData) {
  const { groups } = dataFile<CommunityFile>('community');
  const slug = (title: string) => title.toLowerCase().replace(/[^a-z\d]+/g, '-').replace(/^-|-$/g, '');
  return (
    <div className="container community-page">
      <header className="page-header">
        <h1>{translate({ id: 'community.title', message: 'Community' })}</h1>
        <p className="page-header__lead">{translate({ id: 'community.lead', message: 'Electron is built and supported by a large community. These are good places to start.' })}</p>
      </header>
      <div className="resource-groups">
        {groups.map((group) => (
          <section key={group.title} className="resource-group" aria-labelledby={slug(group.title)}>
            <h2 id={slug(group.title)}>{group.title}</h2>
            <p className="resource-group__description">{group.description}</p>
            <ul className="resource-list">
              {group.links.map((link) => {
                const external = /^https?:/.test(link.href);
                return (
                  <li key={link.href} className="resource">
                    <a className="resource__link" href={external ? link.href : href(link.href)} rel={external ? 'noopener' : undefined}>
                      {link.label}
                    </a>
                    <p className="resource__description">{link.description}</p>
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
