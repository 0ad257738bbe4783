/**
 * theme-common's `Collapsible` and `useCollapsible`, which a site's own components use (typescript-eslint's
 * playground folds its option groups with them): the element is hidden while collapsed, in the built HTML by the
 * same inline style theme-common gives it, and in the browser by the same style set on the element once mounted.
 * `lazy` renders nothing until it first opens. The height transition theme-common plays as it opens and closes is
 * not played: it opens and closes at once.
 */
import { createElement, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';

/** theme-common's `useCollapsible({initialState})`. */
export function useCollapsible({ initialState }: { initialState?: boolean | (() => boolean) }) {
  const [collapsed, setCollapsed] = useState(initialState ?? false);
  const toggleCollapsed = useCallback(() => setCollapsed((was) => !was), []);
  return { collapsed, setCollapsed, toggleCollapsed };
}

/** What `Collapsible` takes; `animation` is accepted for its shape (no transition is played). */
export interface CollapsibleProps {
  as?: string;
  collapsed: boolean;
  children?: ReactNode;
  className?: string;
  lazy?: boolean;
  disableSSRStyle?: boolean;
  animation?: { duration?: number; easing?: string };
  onCollapseTransitionEnd?: (collapsed: boolean) => void;
}

/** theme-common's styles of a collapsed and an open element. */
const COLLAPSED = { display: 'none', overflow: 'hidden', height: '0px' };
const EXPANDED = { display: 'block', overflow: 'visible', height: 'auto' };

/** The element, shown or hidden as `collapsed` says; with `lazy`, nothing before it first opens. */
export function Collapsible(props: CollapsibleProps) {
  const { as = 'div', collapsed, children, className, lazy, disableSSRStyle, onCollapseTransitionEnd } = props;
  const [opened, setOpened] = useState(!collapsed);
  const shown = useRef(collapsed);
  useEffect(() => {
    if (!collapsed) setOpened(true);
    // theme-common tells after each change, once its transition ends; here the change is at once.
    if (shown.current !== collapsed) onCollapseTransitionEnd?.(collapsed);
    shown.current = collapsed;
  }, [collapsed]);
  if (lazy && !opened) return null;
  const style = disableSSRStyle ? undefined : collapsed ? COLLAPSED : EXPANDED;
  return createElement(as, { className, style }, children);
}
