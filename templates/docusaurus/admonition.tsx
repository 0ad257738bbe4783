/** `@theme/Admonition`: the markup of Markdown admonitions (src/markdown/admonitions.ts). */
import type { ReactNode } from 'react';

const TITLES: Record<string, string> = {
  note: 'note',
  tip: 'tip',
  info: 'info',
  caution: 'caution',
  warning: 'warning',
  danger: 'danger',
  important: 'important',
  secondary: 'note',
  success: 'tip',
};

/** A note, tip, info, caution or danger box. */
export default function Admonition({
  type = 'note',
  title,
  icon,
  children,
}: {
  type?: string;
  title?: ReactNode;
  icon?: ReactNode;
  children?: ReactNode;
}) {
  const kind = type in TITLES ? type : 'note';
  return (
    <div className={`admonition admonition--${kind}`}>
      <p className="admonition__title">
        {icon}
        {title ?? TITLES[kind]}
      </p>
      <div className="admonition__body">{children}</div>
    </div>
  );
}
