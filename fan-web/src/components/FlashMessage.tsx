import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { Icon } from './Icon';

/**
 * What a page may pass in the navigation state to be announced on the next one: a key of the common
 * texts' `flash`, worded when shown, so it reads in the page's language, after a switch too.
 */
export interface FlashState {
  flash?: 'purchaseCancelled' | 'accountDeleted';
}

/** A one-off message carried in the navigation state; dismissing it clears the state so a reload does not repeat it. */
export function FlashMessage() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const flash = (location.state as FlashState | null)?.flash;
  if (!flash) return null;
  return (
    <div className="flash container" role="status" data-testid="flash">
      <p>{t(`flash.${flash}`)}</p>
      <button type="button" className="flash-close" aria-label={t('flash.dismiss')} onClick={() => navigate(location.pathname + location.search, { replace: true, state: null })}>
        <Icon name="close" size={18} />
      </button>
    </div>
  );
}
