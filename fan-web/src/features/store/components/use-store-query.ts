import { useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { PRODUCT_SORTS, SEARCH_DEBOUNCE_MS, STORE_PAGE_SIZE, type ProductListQuery, type ProductSort } from '@club/core';

/** What the fan chose above the grid. An empty category means all categories. */
export interface StoreFilters {
  search: string;
  category: string;
  sort: ProductSort;
}

export const SEARCH_MAX_LENGTH = 100;
const DEFAULT_FILTERS: StoreFilters = { search: '', category: '', sort: 'newest' };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The filters and page in the address bar; anything the API would refuse falls back to its default. */
function readUrl(params: URLSearchParams): StoreFilters & { page: number } {
  const sort = params.get('sort') as ProductSort | null;
  const category = params.get('category') ?? '';
  const page = Number(params.get('page') ?? '1');
  return {
    search: (params.get('search') ?? '').trim().slice(0, SEARCH_MAX_LENGTH),
    category: UUID.test(category) ? category : '',
    sort: sort && PRODUCT_SORTS.includes(sort) ? sort : 'newest',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** Defaults are left out, so the plain store stays at /merchandise. */
function toUrl(filters: StoreFilters, page: number): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search.trim()) params.set('search', filters.search.trim());
  if (filters.category) params.set('category', filters.category);
  if (filters.sort !== 'newest') params.set('sort', filters.sort);
  if (page > 1) params.set('page', String(page));
  return params;
}

const keyOf = (f: StoreFilters) => JSON.stringify([f.search.trim(), f.category, f.sort]);

/**
 * The store's search, category, sort and page, kept in the query string so back, forward and
 * reload show the same list. Edits apply after SEARCH_DEBOUNCE_MS (spec section 4) and go back to
 * page 1; the inputs show the edit at once.
 */
export function useStoreQuery() {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const applied = readUrl(params);
  const appliedKey = keyOf(applied);
  const [draft, setDraft] = useState<StoreFilters>(applied);
  const [seenKey, setSeenKey] = useState(appliedKey);
  // The filters this hook last wrote to the URL: their arrival must not undo what the fan typed since.
  const [written, setWritten] = useState<string | null>(null);

  // The URL changed under us (back, forward, a link): the inputs follow it.
  if (seenKey !== appliedKey) {
    setSeenKey(appliedKey);
    if (written !== appliedKey) setDraft({ search: applied.search, category: applied.category, sort: applied.sort });
    setWritten(null);
  }

  const draftKey = keyOf(draft);
  useEffect(() => {
    if (draftKey === appliedKey) return;
    const timer = setTimeout(() => {
      // The fan tapped a product meanwhile: the history has moved on while the store is still on
      // screen (its next page is loading). Writing the filters now would take them back.
      if (window.location.pathname !== pathname) return;
      setWritten(draftKey);
      // Refining a search replaces the history entry; starting one or changing a filter adds one.
      const onlySearchRefined = draft.category === applied.category && draft.sort === applied.sort && applied.search !== '' && draft.search.trim() !== '';
      setParams(toUrl(draft, 1), { replace: onlySearchRefined });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, draftKey, appliedKey, applied.category, applied.sort, applied.search, setParams, pathname]);

  const query: ProductListQuery = {
    page: applied.page,
    limit: STORE_PAGE_SIZE,
    sort: applied.sort,
    ...(applied.search ? { search: applied.search } : {}),
    ...(applied.category ? { category_id: applied.category } : {}),
  };

  return {
    draft,
    /** Change some of the filters; the list follows after the debounce. */
    edit: (change: Partial<StoreFilters>) => setDraft((current) => ({ ...current, ...change })),
    /** Back to every product, newest first, at once. */
    clear: () => {
      setDraft(DEFAULT_FILTERS);
      setWritten(keyOf(DEFAULT_FILTERS));
      setParams(toUrl(DEFAULT_FILTERS, 1));
    },
    query,
    filtered: Boolean(applied.search || applied.category),
    /** An edit is waiting for the debounce. */
    settling: draftKey !== appliedKey,
    goToPage: (page: number) => setParams(toUrl(applied, page)),
  };
}
