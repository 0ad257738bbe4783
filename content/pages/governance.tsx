/**
 * Governance: the working groups of `governance.json`, each with its chair first (labelled 'Chair') and its
 * member list collapsed to four. The rest sit in a `<details>` ('See more' / 'See less'), which works without
 * script; the island `MemberList` (_components/member-list.tsx) turns it into one list with an animated toggle.
 */
import type { PageData } from 'sitegen/page';
import { MemberList } from './_components/member-list';
import type { GovernanceFile, WorkingGroup } from './_data';

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
  const labels = {
    more: translate({ id: 'governance.seeMore', message: 'See more' }),
    less: translate({ id: 'governance.seeLess', message: 'See less' }),
    chair: translate({ id: 'governance.chair', message: 'Chair' }),
  };
  return (
    <section className="wg" id={group.id} aria-labelledby={`${group.id}-title`}>
      <h2 className="wg__name" id={`${group.id}-title`}>
        {group.name}
      </h2>
      <p className="wg__description">{group.description}</p>
      <div className="wg__members">
        <MemberList members={members} visible={VISIBLE} listId={`${group.id}-members`} labels={labels} />
      </div>
    </section>
  );
}
