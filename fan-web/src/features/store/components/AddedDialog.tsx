import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/Icon';
import { useModal } from '../../../lib/use-modal';
import { Link } from 'react-router-dom';

/** After an add: the product is in the cart; go there now, or keep shopping (spec section 8). */
export function AddedDialog({ open, name, quantity, onClose }: { open: boolean; name: string; quantity: number; onClose(): void }) {
  const { t } = useTranslation('store');
  const ref = useModal(open);

  return (
    <dialog
      ref={ref}
      className="dialog added-dialog"
      aria-labelledby="added-title"
      aria-describedby="added-text"
      data-testid="added-dialog"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <span className="added-mark" aria-hidden="true">
        <Icon name="check" size={28} />
      </span>
      <h2 id="added-title">{t('added.title')}</h2>
      <p id="added-text">{t('added.text', { name, quantity })}</p>
      <div className="dialog-actions">
        <button type="button" className="button button-secondary" onClick={onClose} data-testid="continue-shopping">
          {t('added.continue')}
        </button>
        <Link className="button button-primary" to="/cart" autoFocus data-testid="go-to-cart">
          <Icon name="bag" size={18} />
          {t('added.goToCart')}
        </Link>
      </div>
    </dialog>
  );
}
