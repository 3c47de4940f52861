import { useTranslation } from 'react-i18next';
import { variantOptionKey, type VariantOption } from '@club/core';
import { useLanguage } from '../../../lib/i18n';

/** The label of an option in the active language; a plain option is its own label. */
const optionLabel = (option: VariantOption, lang: 'en' | 'th') => (typeof option === 'string' ? option : lang === 'th' ? option.th_label : option.en_label);

/** A group's name ("size") as the fan reads it ("Size", "ขนาด"); unknown groups show as sent. */
export function useGroupLabel() {
  const { t } = useTranslation('store');
  const labels = t('variantGroups', { returnObjects: true }) as Record<string, string>;
  return (group: string) => labels[group.toLowerCase()] ?? group.charAt(0).toUpperCase() + group.slice(1);
}

interface VariantPickerProps {
  variants: Record<string, VariantOption[]>;
  selected: Record<string, string>;
  /** Groups still to choose, marked once the fan tried to add without them. */
  missing: string[];
  errorId?: string;
  onSelect(group: string, key: string): void;
}

/** One radio group per option group (size, colour): arrow keys move within a group, as with any radio buttons. */
export function VariantPicker({ variants, selected, missing, errorId, onSelect }: VariantPickerProps) {
  const lang = useLanguage();
  const groupLabel = useGroupLabel();
  return (
    <div className="variant-groups">
      {Object.entries(variants).map(([group, options], groupIndex) => {
        const invalid = missing.includes(group);
        return (
          <fieldset
            key={group}
            className={`variant-group${invalid ? ' is-invalid' : ''}`}
            role="radiogroup"
            aria-labelledby={`variant-label-${groupIndex}`}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? errorId : undefined}
            data-testid={`variant-group-${group}`}
          >
            <legend>
              <span id={`variant-label-${groupIndex}`}>{groupLabel(group)}</span>
              {selected[group] !== undefined && (
                <span className="variant-chosen">
                  : {optionLabel(options.find((o) => variantOptionKey(o) === selected[group]) ?? selected[group]!, lang)}
                </span>
              )}
            </legend>
            <div className="variant-options">
              {options.map((option) => {
                const key = variantOptionKey(option);
                return (
                  <label key={key} className="variant-option" data-testid="variant-option" data-group={group} data-key={key}>
                    <input type="radio" name={`variant-${group}`} value={key} checked={selected[group] === key} onChange={() => onSelect(group, key)} />
                    <span>{optionLabel(option, lang)}</span>
                  </label>
                );
              })}
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}
