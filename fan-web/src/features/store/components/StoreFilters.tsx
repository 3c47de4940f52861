import { useTranslation } from 'react-i18next';
import { PRODUCT_SORTS, SEARCH_MAX_LENGTH, type ProductSort } from '@club/core';
import { useLanguage } from '../../../lib/i18n';
import { inLanguage } from '../../../lib/intl';
import { useCategories } from '../api/get-categories';
import type { StoreFilters as Filters } from './store-url';

/** Search box, category and sort above the grid. */
export function StoreFilters({ value, onChange }: { value: Filters; onChange(change: Partial<Filters>): void }) {
  const { t } = useTranslation('store');
  const lang = useLanguage();
  const categories = useCategories();
  return (
    <search className="store-filters" aria-label={t('filters.label')}>
      <div className="store-field store-field-search">
        <label htmlFor="store-search">{t('filters.search')}</label>
        <input
          id="store-search"
          type="search"
          value={value.search}
          maxLength={SEARCH_MAX_LENGTH}
          placeholder={t('filters.searchPlaceholder')}
          autoComplete="off"
          enterKeyHint="search"
          onChange={(e) => onChange({ search: e.target.value })}
          data-testid="store-search"
        />
      </div>
      <div className="store-field">
        <label htmlFor="store-category">{t('filters.category')}</label>
        <select id="store-category" value={value.category} onChange={(e) => onChange({ category: e.target.value })} data-testid="store-category">
          <option value="">{t('filters.allCategories')}</option>
          {categories.data?.map((c) => (
            <option key={c.id} value={c.id}>
              {inLanguage(lang, c.name, c.name_th)}
            </option>
          ))}
          {/* A category from the address bar stays selectable before the list arrives. */}
          {!categories.data && value.category && <option value={value.category}>{t('common.loading')}</option>}
        </select>
      </div>
      <div className="store-field">
        <label htmlFor="store-sort">{t('filters.sort')}</label>
        <select id="store-sort" value={value.sort} onChange={(e) => onChange({ sort: e.target.value as ProductSort })} data-testid="store-sort">
          {PRODUCT_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`filters.sorts.${sort}`)}
            </option>
          ))}
        </select>
      </div>
    </search>
  );
}
