import { useTranslation } from 'react-i18next';
import type { PickupLocationDto } from '@club/core';
import { useLanguage } from '../../../lib/i18n';
import { inLanguage } from '../../../lib/intl';
import { Words } from '../../../components/Words';

interface PickupLocationsProps {
  locations: PickupLocationDto[];
  value: string | null;
  onChange(id: string): void;
}

/** Which club shop the order is collected from. */
export function PickupLocations({ locations, value, onChange }: PickupLocationsProps) {
  const { t } = useTranslation('checkout');
  const lang = useLanguage();
  if (!locations.length) return <p className="notice notice-warning">{t('pickup.none')}</p>;
  return (
    <fieldset className="choice-group">
      <legend className="choice-legend">{t('pickup.title')}</legend>
      <div className="choice-list">
        {locations.map((l) => (
          <label key={l.id} className="choice-card">
            <input type="radio" name="pickup-location" value={l.id} checked={value === l.id} onChange={() => onChange(l.id)} data-testid="pickup-location" />
            <span className="choice-body">
              <span className="choice-title">
                <Words text={inLanguage(lang, l.name, l.name_th)} />
              </span>
              <span className="choice-text">{inLanguage(lang, l.address, l.address_th)}</span>
              <span className="choice-text">
                {t('pickup.phone')}: {l.phone}
              </span>
              <span className="choice-text choice-note">{inLanguage(lang, l.description, l.description_th)}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
