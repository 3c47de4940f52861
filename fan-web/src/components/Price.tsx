import { useTranslation } from 'react-i18next';
import { formatBaht } from '@club/core';
import { useLanguage } from '../lib/i18n';
import './price.css';

interface PriceProps {
  /** The regular price, in satang. */
  satang: number;
  /** The sale price in satang; shown (with the regular one struck through) only when it is lower. */
  saleSatang?: number | null;
  className?: string;
}

/** A price in baht in the active language; a lower sale price is shown first, the original struck through. */
export function Price({ satang, saleSatang = null, className }: PriceProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const onSale = saleSatang !== null && saleSatang < satang;
  const classes = ['price', onSale ? 'price-on-sale' : '', className ?? ''].filter(Boolean).join(' ');
  if (!onSale) {
    return (
      <span className={classes} data-testid="price">
        <span className="price-current">{formatBaht(satang, lang)}</span>
      </span>
    );
  }
  return (
    <span className={classes} data-testid="price">
      {/* The spoken labels sit outside the amounts, so .price-current and .price-original hold just the money. */}
      <span className="visually-hidden">{t('price.salePrice')} </span>
      <span className="price-current">{formatBaht(saleSatang, lang)}</span>{' '}
      <span className="visually-hidden">{t('price.originalPrice')} </span>
      <s className="price-original">{formatBaht(satang, lang)}</s>
    </span>
  );
}
