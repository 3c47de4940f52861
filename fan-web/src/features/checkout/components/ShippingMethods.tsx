import { useTranslation } from 'react-i18next';
import { formatBaht, shippingCost, type ShippingMethodDto } from '@club/core';
import { useLanguage } from '../../../lib/i18n';
import { Icon } from '../../../components/Icon';
import { inLanguage } from '../../../lib/intl';

/** What this method costs for this subtotal (the preview; the server fixes the real cost on the order). */
export const previewShipping = (method: ShippingMethodDto, subtotalSatang: number) =>
  shippingCost({ type: method.type, costSatang: method.cost_satang, freeOverSatang: method.free_over_satang }, subtotalSatang);

interface ShippingMethodsProps {
  methods: ShippingMethodDto[];
  subtotalSatang: number;
  value: string | null;
  onChange(id: string): void;
}

/** Radio cards: delivery or pickup, each with its cost ("Free" when free for this subtotal). */
export function ShippingMethods({ methods, subtotalSatang, value, onChange }: ShippingMethodsProps) {
  const { t } = useTranslation('checkout');
  const lang = useLanguage();
  if (!methods.length) return <p className="notice notice-warning">{t('method.none')}</p>;
  return (
    <fieldset className="choice-group">
      <legend className="choice-legend">{t('method.title')}</legend>
      <div className="choice-grid">
        {methods.map((m) => {
          const cost = previewShipping(m, subtotalSatang);
          return (
            <label key={m.id} className="choice-card">
              <input type="radio" name="shipping-method" value={m.id} checked={value === m.id} onChange={() => onChange(m.id)} data-testid={`shipping-method-${m.type}`} />
              <span className="choice-icon" aria-hidden="true">
                <Icon name={m.type === 'pickup' ? 'pin' : 'bag'} size={22} />
              </span>
              <span className="choice-body">
                <span className="choice-title">{inLanguage(lang, m.name, m.name_th)}</span>
                <span className="choice-text">{inLanguage(lang, m.description, m.description_th)}</span>
                {m.type === 'delivery' && m.free_over_satang !== null && cost > 0 && (
                  <span className="choice-text">{t('method.freeOver', { amount: formatBaht(m.free_over_satang, lang) })}</span>
                )}
              </span>
              <span className={cost === 0 ? 'choice-price choice-price-free' : 'choice-price'} data-testid="shipping-method-cost">
                {cost === 0 ? t('method.free') : formatBaht(cost, lang)}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
