import express, { type Router } from 'express';
import { z } from 'zod';
import { BANNERS_FETCHED, FEATURED_PRODUCTS, limitAtMost, msgWith, productListQuerySchema } from '@club/core';
import type { Db } from '@club/db';
import { sendData } from '../../http/envelope.js';
import { parse, parseId } from '../../http/validate.js';
import * as store from './service.js';

const limitOf = (fallback: number, max: number) => z.object({ limit: z.coerce.number().int().min(1).max(max, msgWith(limitAtMost(max))).default(fallback) });

/** /api/v1/public: the store's catalogue, open to everyone (spec section 7). */
export function publicStoreRouter(db: Db): Router {
  const router = express.Router();
  router.get('/store-banners', async (req, res) => {
    const { limit } = parse(limitOf(BANNERS_FETCHED, 20), req.query);
    sendData(res, await store.listBanners(db, limit));
  });
  router.get('/merchandise/featured', async (req, res) => {
    const { limit } = parse(limitOf(FEATURED_PRODUCTS, 24), req.query);
    sendData(res, { products: await store.listFeaturedProducts(db, limit) });
  });
  router.get('/merchandise/categories', async (_req, res) => {
    sendData(res, await store.listCategories(db));
  });
  router.get('/merchandise/products', async (req, res) => {
    sendData(res, await store.listProducts(db, parse(productListQuerySchema, req.query)));
  });
  router.get('/merchandise/products/:id', async (req, res) => {
    sendData(res, await store.getProduct(db, parseId(req.params.id, 'product.not_found')));
  });
  return router;
}
