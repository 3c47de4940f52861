import type { ProductListQuery } from '@club/core';

/**
 * Query keys of the catalogue calls, all under ['store']. The cart's keys are in lib/get-cart;
 * adding to the cart only invalidates ['cart'].
 */
export const storeKeys = {
  banners: (limit: number) => ['store', 'banners', limit] as const,
  featured: (limit: number) => ['store', 'featured', limit] as const,
  categories: () => ['store', 'categories'] as const,
  products: (query: ProductListQuery) => ['store', 'products', query] as const,
  product: (id: string) => ['store', 'product', id] as const,
};
