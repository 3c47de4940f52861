import { useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { SEARCH_DEBOUNCE_MS } from '@club/core';
import { productListQuery, readUrl, type StoreFilters } from './store-url';

const DEFAULT_FILTERS: StoreFilters = { search: '', category: '', sort: 'newest' };

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
    query: productListQuery(params),
    filtered: Boolean(applied.search || applied.category),
    /** An edit is waiting for the debounce. */
    settling: draftKey !== appliedKey,
    goToPage: (page: number) => setParams(toUrl(applied, page)),
  };
}
