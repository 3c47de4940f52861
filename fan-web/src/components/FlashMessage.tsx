import { useLocation, useNavigate } from 'react-router-dom';
import { Icon } from './Icon';

/** What a page may pass in the navigation state to be announced on the next one (e.g. "payment cancelled"). */
export interface FlashState {
  flash?: string;
}

/** A one-off message carried in the navigation state; dismissing it clears the state so a reload does not repeat it. */
export function FlashMessage({ dismissLabel }: { dismissLabel: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  const flash = (location.state as FlashState | null)?.flash;
  if (!flash) return null;
  return (
    <div className="flash container" role="status" data-testid="flash">
      <p>{flash}</p>
      <button type="button" className="flash-close" aria-label={dismissLabel} onClick={() => navigate(location.pathname + location.search, { replace: true, state: null })}>
        <Icon name="close" size={18} />
      </button>
    </div>
  );
}
