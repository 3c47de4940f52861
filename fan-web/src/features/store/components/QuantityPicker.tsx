import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface QuantityPickerProps {
  value: number;
  max: number;
  disabled?: boolean;
  onChange(quantity: number): void;
}

/**
 * − / number / + from 1 to `max` (spec section 5). A typed number outside that range is ignored:
 * the field shows what was typed until it loses focus, then the quantity in force.
 */
export function QuantityPicker({ value, max, disabled, onChange }: QuantityPickerProps) {
  const { t } = useTranslation('store');
  const [typed, setTyped] = useState<string | null>(null);

  const onType = (text: string) => {
    setTyped(text);
    const n = Number(text);
    if (text.trim() !== '' && Number.isInteger(n) && n >= 1 && n <= max) onChange(n);
  };
  const step = (by: number) => {
    setTyped(null);
    onChange(Math.min(max, Math.max(1, value + by)));
  };

  return (
    <div className="quantity-field">
      <label htmlFor="product-quantity" className="quantity-label">
        {t('detail.quantity')}
      </label>
      <div className="quantity-stepper">
        <button type="button" className="quantity-button" aria-label={t('detail.decrease')} aria-controls="product-quantity" disabled={disabled || value <= 1} onClick={() => step(-1)} data-testid="quantity-decrease">
          −
        </button>
        <input
          id="product-quantity"
          className="quantity-input"
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          step={1}
          value={typed ?? String(value)}
          disabled={disabled}
          onChange={(e) => onType(e.target.value)}
          onBlur={() => setTyped(null)}
          aria-describedby="quantity-hint"
          data-testid="quantity-input"
        />
        <button type="button" className="quantity-button" aria-label={t('detail.increase')} aria-controls="product-quantity" disabled={disabled || value >= max} onClick={() => step(1)} data-testid="quantity-increase">
          +
        </button>
      </div>
      <p className="field-hint" id="quantity-hint">
        {t('detail.quantityHint', { max })}
      </p>
    </div>
  );
}
