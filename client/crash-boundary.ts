/**
 * The crash boundary every island renders in (client/island-runtime.ts). An island that throws, while rendering,
 * in an effect or in one of its event handlers, is replaced by 'This page crashed.', a 'Try again' button and the
 * chain of error messages, in the page's language (from the layout's `#sitegen-crash` template); the rest of the
 * page keeps working. 'Try again' mounts the island afresh.
 */
import { Component, createElement, type ReactNode } from 'react';
import { SECONDARY_BUTTON } from '../templates/button-classes.js';

/** Props of the boundary. */
export interface BoundaryProps {
  /** The island's element: marked `data-island-ready` once live, `data-crashed` while the notice shows. */
  element: HTMLElement;
  children?: ReactNode;
}

/** Shows the crash notice instead of its children once they throw; 'Try again' renders them again. */
export class CrashBoundary extends Component<BoundaryProps, { error: unknown; attempt: number }> {
  state = { error: null as unknown, attempt: 0 };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  componentDidCatch(error: unknown): void {
    console.error(error);
  }

  componentDidMount(): void {
    // The moment the island is live (its code loads on demand, after the page is shown).
    this.props.element.dataset.islandReady = '';
    this.componentDidUpdate();
  }

  componentDidUpdate(): void {
    if (this.state.error) this.props.element.dataset.crashed = 'true';
    else delete this.props.element.dataset.crashed;
  }

  /** Show the notice for an error React did not catch (an event handler's). */
  crash(error: unknown): void {
    this.setState({ error });
  }

  render() {
    const { error, attempt } = this.state;
    if (!error) return createElement(Retried, { key: attempt }, this.props.children);
    const notice = createElement(CrashNotice, {
      error,
      retry: () => this.setState((s) => ({ error: null, attempt: s.attempt + 1 })),
    });
    // A whole page that crashed: the notice sits in the page's content column, where its content was.
    return this.props.element.parentElement?.classList.contains('page-module')
      ? createElement('div', { className: 'container page-crash' }, notice)
      : notice;
  }
}

/** Keyed by attempt, so 'Try again' mounts the island afresh (new state) instead of reusing the crashed one. */
function Retried({ children }: { children?: ReactNode }) {
  return children as never;
}

/** The crash notice, with the words of the page's `#sitegen-crash` template (English without one). */
function CrashNotice({ error, retry }: { error: unknown; retry: () => void }) {
  const template = (document.getElementById('sitegen-crash') as HTMLTemplateElement | null)?.content
    .firstElementChild as HTMLElement | null | undefined;
  const title = template?.querySelector('.crash__title')?.textContent ?? 'This page crashed.';
  const retryLabel = template?.querySelector('[data-crash-retry]')?.textContent ?? 'Try again';
  const cause = template?.dataset.causeLabel ?? 'Cause:';
  const messages = errorChain(error).map((m, i) => createElement('li', { key: i }, i === 0 ? m : `${cause} ${m}`));
  return createElement(
    'div',
    { className: 'crash', role: 'alert' },
    createElement('p', { className: 'crash__title' }, title),
    // The class of the page's template (templates/furniture.tsx): under Infima a bare `.button` is white on nothing.
    createElement(
      'button',
      { type: 'button', className: `${SECONDARY_BUTTON} crash__retry`, onClick: retry },
      retryLabel,
    ),
    createElement('ul', { className: 'crash__errors' }, messages),
  );
}

/** The messages of an error and its `cause` chain, outermost first. */
export function errorChain(error: unknown): string[] {
  const messages: string[] = [];
  for (
    let e: unknown = error;
    e !== undefined && messages.length < 10;
    e = e instanceof Error ? (e as { cause?: unknown }).cause : undefined
  ) {
    messages.push(e instanceof Error ? e.message : String(e));
  }
  return messages;
}
