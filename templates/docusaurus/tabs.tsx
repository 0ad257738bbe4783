/**
 * `@theme/Tabs` and `@theme/TabItem`: the same markup as Markdown tabs (src/markdown/tabs.ts), so the page's
 * client script switches them and a `groupId` keeps tab sets in step.
 */
import { Children, isValidElement, useId, type ReactElement, type ReactNode } from 'react';

/** One tab's props. */
export interface TabItemProps {
  value: string;
  label?: string;
  default?: boolean;
  children?: ReactNode;
  className?: string;
  attributes?: Record<string, unknown>;
}

/** A tab's content; `Tabs` places it in its panel. */
export function TabItem({ children, className }: TabItemProps) {
  return <div className={className}>{children}</div>;
}

/** Props of a tab set. */
export interface TabsProps {
  children?: ReactNode;
  defaultValue?: string | null;
  values?: { value: string; label?: string }[];
  groupId?: string;
  className?: string;
  lazy?: boolean;
  /** The set's id, where the render gives it (a Markdown file's components: its count of tab sets); else React's. */
  id?: string;
}

/** The tab strip and one panel per `TabItem`; the default tab is selected, the others hidden. */
export default function Tabs({ children, defaultValue, values, groupId, className, id: given }: TabsProps) {
  const own = useId();
  const id = given ?? `tabs-${own.replace(/[^\w-]/g, '')}`;
  const items = Children.toArray(children).filter((c): c is ReactElement<TabItemProps> => isValidElement(c));
  const tabs = values ?? items.map((c) => ({ value: c.props.value, label: c.props.label }));
  const chosen = defaultValue ?? items.find((c) => c.props.default)?.props.value ?? tabs[0]?.value;
  const selected = Math.max(
    0,
    tabs.findIndex((t) => t.value === chosen),
  );
  return (
    <div className={`tabs tabs-container${className ? ` ${className}` : ''}`} data-group={groupId}>
      <div role="tablist" className="tabs__list">
        {tabs.map((t, i) => (
          <button
            type="button"
            role="tab"
            className={`tabs__tab tabs__item${i === selected ? ' tabs__item--active' : ''}`}
            key={t.value}
            id={`${id}-tab-${i}`}
            aria-controls={`${id}-panel-${i}`}
            aria-selected={i === selected}
            tabIndex={i === selected ? 0 : -1}
            data-value={t.value}
          >
            {t.label ?? t.value}
          </button>
        ))}
      </div>
      {tabs.map((t, i) => (
        <div
          role="tabpanel"
          className="tabs__panel"
          key={t.value}
          id={`${id}-panel-${i}`}
          aria-labelledby={`${id}-tab-${i}`}
          data-label={t.label ?? t.value}
          tabIndex={0}
          hidden={i !== selected}
        >
          {items.find((c) => c.props.value === t.value)?.props.children}
        </div>
      ))}
    </div>
  );
}
