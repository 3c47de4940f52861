import { z } from 'zod';
import { SEARCH_MAX_LENGTH, STORE_PAGE_SIZE } from './constants.js';
import { limitAtMost, msg, msgWith, oneOfWords } from './messages.js';
import { PRODUCT_SORTS } from './store.js';

// The store's request schemas, apart from ./store.ts so that the fan site's store pages do not load zod.

/** GET /api/v1/public/merchandise/products query. */
export const productListQuerySchema = z.object({
  page: z.coerce.number().int(msg('list.page_whole')).min(1, msg('list.page_min')).default(1),
  limit: z.coerce.number().int(msg('list.limit_whole')).min(1).max(48, msgWith(limitAtMost(48))).default(STORE_PAGE_SIZE),
  sort: z.enum(PRODUCT_SORTS, { error: msgWith(oneOfWords('sort', PRODUCT_SORTS)) }).default('newest'),
  search: z.string().trim().max(SEARCH_MAX_LENGTH, msg('store.search_too_long')).optional(),
  category_id: z.uuid(msg('filter.category_id')).optional(),
});
export type ProductListQuery = z.infer<typeof productListQuerySchema>;
