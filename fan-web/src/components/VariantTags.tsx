import './variant-tags.css';
import type { VariantChoiceDto } from '@club/core';
import { useLanguage } from '../lib/i18n';
import { inLanguage } from '../lib/intl';

/** The chosen options of a cart line or order item ("Size: M", "สี: ขาว") as small tags in the active language. */
export function VariantTags({ variants, groupLabel }: { variants: VariantChoiceDto[]; groupLabel?: (group: string) => string }) {
  const lang = useLanguage();
  if (!variants.length) return null;
  return (
    <ul className="variant-tags">
      {variants.map((v) => (
        <li key={v.group} className="variant-tag">
          {groupLabel ? `${groupLabel(v.group)}: ` : ''}
          {inLanguage(lang, v.en_label, v.th_label)}
        </li>
      ))}
    </ul>
  );
}
