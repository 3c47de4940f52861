import { useTranslation } from 'react-i18next';
import type { DeliveryAddressDto } from '@club/core';

interface DeliveryAddressesProps {
  addresses: DeliveryAddressDto[];
  value: string | null;
  onChange(id: string): void;
  onAdd(): void;
}

/** The fan's saved addresses as radio cards (the default marked), and the way to add another. */
export function DeliveryAddresses({ addresses, value, onChange, onAdd }: DeliveryAddressesProps) {
  const { t } = useTranslation('checkout');
  return (
    <fieldset className="choice-group">
      <legend className="choice-legend">{t('address.title')}</legend>
      {addresses.length ? (
        <div className="choice-list">
          {addresses.map((a) => (
            <label key={a.id} className="choice-card">
              <input type="radio" name="delivery-address" value={a.id} checked={value === a.id} onChange={() => onChange(a.id)} data-testid="delivery-address" />
              <span className="choice-body">
                <span className="choice-title">
                  {a.recipient_name}
                  {a.is_default && <span className="choice-badge">{t('address.default')}</span>}
                </span>
                <span className="choice-text">{[a.address_line1, a.address_line2, a.district, a.province, a.postal_code].filter(Boolean).join(', ')}</span>
                <span className="choice-text">
                  {t('address.phone')}: {a.phone}
                </span>
              </span>
            </label>
          ))}
        </div>
      ) : (
        <p className="notice notice-info" data-testid="no-addresses">
          {t('address.none')}
        </p>
      )}
      <button type="button" className="button button-secondary button-small add-address" onClick={onAdd} data-testid="add-address">
        + {t('address.add')}
      </button>
    </fieldset>
  );
}
