'use client';
/**
 * A working group's members, collapsed to the first few. An island (`'use client'`): the server renders the rest in
 * a `<details>` ('See more' / 'See less'), which works without script; once hydrated it becomes one list with a
 * toggle button below it that animates the height (duration from the height, 1 ms with reduced motion, like the
 * site's other collapsibles).
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { GroupMember } from '../_data';

// Layout effects measure before paint in the browser; on the server React would warn that they never run there.
const useBrowserLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/** Props of the island. */
export interface MemberListProps {
  /** Members in the order shown (the chair first). */
  members: GroupMember[];
  /** How many show before 'See more'. */
  visible: number;
  /** The list's element id (the toggle controls it). */
  listId: string;
  labels: { more: string; less: string; chair: string };
}

/** The member list and its 'See more' / 'See less' toggle. */
export function MemberList({ members, visible, listId, labels }: MemberListProps) {
  // The server's markup (a <details>) until hydrated, so the first render matches it; then one list.
  const [hydrated, setHydrated] = useState(false);
  const [open, setOpen] = useState(false);
  const list = useRef<HTMLUListElement>(null);
  const from = useRef<number | null>(null);
  useBrowserLayoutEffect(() => setHydrated(true), []);
  useBrowserLayoutEffect(() => {
    const height = from.current;
    if (height === null || !list.current) return;
    from.current = null;
    const to = list.current.getBoundingClientRect().height;
    list.current.animate({ height: [`${height}px`, `${to}px`] }, { duration: duration(Math.abs(to - height)), easing: 'ease-in-out' });
  }, [open]);
  const shown = members.slice(0, visible);
  const more = members.slice(visible);
  const items = (ms: GroupMember[], hidden = false) => ms.map((m) => <Member key={m.github} member={m} chairLabel={labels.chair} hidden={hidden} />);
  if (!hydrated) {
    return (
      <>
        {/* No aria-label: the section is already named by the group's heading, and a labelled list is not a landmark. */}
        <ul className="member-list" id={listId}>
          {items(shown)}
        </ul>
        {more.length > 0 && (
          <details className="member-list__more">
            <summary className="member-list__toggle">
              <span className="member-list__label-more">{labels.more}</span>
              <span className="member-list__label-less">{labels.less}</span>
            </summary>
            <ul className="member-list">{items(more)}</ul>
          </details>
        )}
      </>
    );
  }
  const toggle = () => {
    from.current = list.current?.getBoundingClientRect().height ?? null;
    setOpen(!open);
  };
  return (
    <>
      <ul className="member-list" id={listId} ref={list}>
        {items(shown)}
        {items(more, !open)}
      </ul>
      {more.length > 0 && (
        <button type="button" className="member-list__toggle" aria-controls={listId} aria-expanded={open} onClick={toggle}>
          {open ? labels.less : labels.more}
        </button>
      )}
    </>
  );
}

function Member({ member, chairLabel, hidden }: { member: GroupMember; chairLabel: string; hidden: boolean }) {
  const initials = member.name
    .split(/\s+/)
    .map((w) => w[0])
    .slice(0, 2)
    .join('');
  return (
    <li className="member" hidden={hidden}>
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

/** The collapse duration of sitegen's collapsibles for a height change in px. */
function duration(height: number): number {
  if (matchMedia('(prefers-reduced-motion: reduce)').matches) return 1;
  const ratio = height / 36;
  return Math.round((4 + 15 * ratio ** 0.25 + ratio / 5) * 10);
}
