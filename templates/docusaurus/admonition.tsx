/** `@theme/Admonition`: the markup of Markdown admonitions (templates/admonition.ts), as React elements. */
import type { ReactNode } from 'react';
import { admonitionClass, admonitionKind, admonitionPartClasses } from '../admonition.js';
import { admonitionIconShape } from '../admonition-icons.js';
import { translate } from './translate.js';

/** A note, tip, info, caution or danger box; `icon` replaces the kind's icon, as in Docusaurus. */
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
  const kind = admonitionKind(type) ?? 'info';
  const shape = admonitionIconShape(kind);
  const part = admonitionPartClasses(true);
  return (
    <div className={admonitionClass(type, true)}>
      <div className={title == null ? `${part.title} admonition__title--default` : part.title}>
        <span className={part.icon}>
          {icon ?? (
            <svg viewBox={shape.viewBox} width="16" height="16" aria-hidden="true">
              <path fill="currentColor" fillRule="evenodd" d={shape.path} />
            </svg>
          )}
        </span>
        {title ?? translate({ id: `admonition.${kind}`, message: kind })}
      </div>
      <div className={part.body}>{children}</div>
    </div>
  );
}
