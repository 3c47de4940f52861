import './empty-state.css';
import { Icon, type IconName } from './Icon';
import { Link } from 'react-router-dom';

interface EmptyStateProps {
  icon: IconName;
  title: string;
  text: string;
  /** The way on: a button link. */
  action: { to: string; label: string };
  testId: string;
}

/** Nothing to list yet (an empty cart, no orders): a mark, what it means and where to go instead. */
export function EmptyState({ icon, title, text, action, testId }: EmptyStateProps) {
  return (
    <div className="card empty-state" data-testid={testId}>
      <span className="empty-state-mark">
        <Icon name={icon} size={36} />
      </span>
      <h2>{title}</h2>
      <p>{text}</p>
      <Link className="button button-primary" to={action.to}>
        {action.label}
      </Link>
    </div>
  );
}
