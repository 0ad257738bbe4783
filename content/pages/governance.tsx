/**
 * Governance: the working groups of `governance.json`, each with its chair first (labelled 'Chair') and its
 * member list collapsed to four. The rest sit in a `<details>` ('See more' / 'See less'), which works without
 * script; client/governance.ts turns it into one list with an animated toggle.
 */
import type { PageData } from 'sitegen/page';
import type { GovernanceFile, GroupMember, WorkingGroup } from './_data';

/** Members shown before 'See more'. */
const VISIBLE = 4;

export const meta = ({ translate }: PageData) => ({
  title: translate({ id: 'governance.title', message: 'Governance' }),
  description: translate({ id: 'governance.description', message: 'How Electron is run: Working Groups plus an Administrative group that resolves conflicts.' }),
});

export default function Governance({ dataFile, translate }: PageData) {
  const { intro, groups } = dataFile<GovernanceFile>('governance');
  return (
    <div className="container governance-page">
      <header className="page-header">
        <h1>{translate({ id: 'governance.title', message: 'Governance' })}</h1>
        <p className="page-header__lead">{intro}</p>
      </header>
      <div className="wg-grid">
        {groups.map((group) => (
          <GroupCard key={group.id} group={group} translate={translate} />
        ))}
      </div>
    </div>
  );
}

function GroupCard({ group, translate }: { group: WorkingGroup; translate: PageData['translate'] }) {
  // The chair leads the list; the others keep the data file's order.
  const members = [...group.members].sort((a, b) => Number(b.chair) - Number(a.chair));
  const shown = members.slice(0, VISIBLE);
  const more = members.slice(VISIBLE);
  const moreLabel = translate({ id: 'governance.seeMore', message: 'See more' });
  const less = translate({ id: 'governance.seeLess', message: 'See less' });
  return (
    <section className="wg" id={group.id} aria-labelledby={`${group.id}-title`}>
      <h2 className="wg__name" id={`${group.id}-title`}>
        {group.name}
      </h2>
      <p className="wg__description">{group.description}</p>
      <div className="wg__members" data-members>
        {/* No aria-label: the section is already named by the group's heading, and a labelled list is not a landmark. */}
        <ul className="member-list" id={`${group.id}-members`}>
          {shown.map((m) => (
            <Member key={m.github} member={m} chairLabel={translate({ id: 'governance.chair', message: 'Chair' })} />
          ))}
        </ul>
        {more.length > 0 && (
          <details className="member-list__more" data-more-label={moreLabel} data-less-label={less}>
            <summary className="member-list__toggle">
              <span className="member-list__label-more">{moreLabel}</span>
              <span className="member-list__label-less">{less}</span>
            </summary>
            <ul className="member-list">
              {more.map((m) => (
                <Member key={m.github} member={m} chairLabel={translate({ id: 'governance.chair', message: 'Chair' })} />
              ))}
            </ul>
          </details>
        )}
      </div>
    </section>
  );
}

function Member({ member, chairLabel }: { member: GroupMember; chairLabel: string }) {
  const initials = member.name
    .split(/\s+/)
    .map((w) => w[0])
    .slice(0, 2)
    .join('');
  return (
    <li className="member">
      <span className="member__avatar" aria-hidden="true">
        {initials}
      </span>
      <span className="member__who">
        <a className="member__name" href={`https://github.com/${member.github}`} rel="noopener">
          {member.name}
        </a>
        <span className="member__handle">@{member.github}</span>
      </span>
      {member.chair && <span className="badge member__chair">{chairLabel}</span>}
    </li>
  );
}
