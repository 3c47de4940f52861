import { LOW_STOCK_THRESHOLD } from './constants.js';
import type { VariantOption } from './variants.js';

export type StockStatus = 'in_stock' | 'low_stock' | 'out_of_stock';

/** Spec section 4: none left is out of stock, 5 or fewer is low, anything more is in stock. */
export const stockStatus = (quantity: number): StockStatus =>
  quantity <= 0 ? 'out_of_stock' : quantity <= LOW_STOCK_THRESHOLD ? 'low_stock' : 'in_stock';

/** Units a fan can buy now: a product that is not active (draft, archived) sells none, whatever its stock. */
export const unitsOnSale = (status: string, stock: number): number => (status === 'active' ? stock : 0);

/** What a product sells at: its sale price while it has one (satang). Its SQL twin is productPrice in packages/db. */
export const effectivePrice = (price: number, salePrice: number | null): number => salePrice ?? price;

export const PRODUCT_SORTS = ['newest', 'featured', 'price_low', 'price_high'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];


export interface PaginationDto {
  current_page: number;
  per_page: number;
  total: number;
  total_pages: number;
}

export interface BannerDto {
  id: string;
  image_url: string;
  title: string;
  title_th: string;
  target_link: string | null;
}

export interface CategoryDto {
  id: string;
  name: string;
  name_th: string;
}

/** A product in lists (spec section 3). Prices in baht; the *_satang twins are exact. */
export interface ProductListItemDto {
  id: string;
  name: string;
  name_th: string;
  short_description: string;
  short_description_th: string;
  category_name: string;
  category_name_th: string;
  main_image_url: string | null;
  featured: boolean;
  stock_status: StockStatus;
  stock_quantity: number;
  price: number;
  sale_price: number | null;
  price_satang: number;
  sale_price_satang: number | null;
}

export interface ProductImageDto {
  url: string;
  alt: string;
  alt_th: string;
}

export interface ProductDetailDto extends Omit<ProductListItemDto, 'category_name' | 'category_name_th' | 'main_image_url' | 'stock_status' | 'stock_quantity'> {
  sku: string;
  description: string;
  description_th: string;
  features: string[];
  features_th: string[];
  status: string;
  available_quantity: number;
  category: { id: string; name: string; name_th: string };
  images: { main: ProductImageDto | null; additional: ProductImageDto[] };
  variants: Record<string, VariantOption[]>;
  seo: { keywords: string[] };
}
