import type { ReactNode } from 'react';
import { Icon, type IconName } from './Icon';

interface Fact {
  icon: IconName;
  /** Read by screen readers in place of the icon. */
  label: string;
  value: ReactNode;
}

/** Label/value pairs where an icon stands for the label on screen. */
export function FactList({ facts, className }: { facts: Fact[]; className: string }) {
  return (
    <dl className={`fact-list ${className}`}>
      {facts.map(({ icon, label, value }) => (
        <div key={label}>
          <dt>
            <Icon name={icon} size={18} />
            <span className="visually-hidden">{label}</span>
          </dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
