import express, { type Router } from 'express';
import { productInputSchema } from '@club/core';
import type { Db } from '@club/db';
import type { Storage } from '@club/storage';
import { currentUser, requireAdmin } from '../../http/auth-middleware.js';
import { sendData } from '../../http/envelope.js';
import { parseListQuery, sendList } from '../../http/simple-rest.js';
import { parse, parseId } from '../../http/validate.js';
import * as products from './products.js';
import { createRecord, deleteRecord, getRecord, listRecords, sortFields, updateRecord } from './records.js';
import { STORE_RESOURCES } from './store-records.js';
import { TICKETING_RESOURCES, dismissFeedDate } from './ticketing-records.js';
import { exchangeRecordsRouter } from './exchange-records.js';
import { HOLDER_SORT, SEASON_RESOURCES, getSeasonHolder, listSeasonHolders } from './season-records.js';
import { acceptImage, storePublicImage } from './uploads.js';
import { MATCH_ZONE_SORT, ZONE_RESOURCES, getMatchZone, listMatchZones, makeZoneSeats, updateMatchZone } from './zone-records.js';

/**
 * /api/v1/admin/{products,categories,banners,promo-codes,shipping-methods,pickup-locations} and
 * /api/v1/admin/{teams,venues,bank-accounts,matches,zones,gates,match-zones} and
 * /api/v1/admin/{season-passes,season-holders} and the exchange's (exchange-records.ts) in ra-data-simple-rest's shape,
 * /api/v1/admin/zones/{id}/seats,
 * /api/v1/admin/matches/{id}/dismiss-feed-date and /api/v1/admin/uploads. Mounted behind requireStaff: staff may
 * read, every write needs an admin.
 */
export function consoleRecordsRouter(db: Db, publicFiles: Storage): Router {
  const router = express.Router();

  router.get('/products', async (req, res) => {
    const q = parseListQuery(req, { field: 'created_at', order: 'DESC' }, products.PRODUCT_SORT);
    const { rows, total } = await products.listProducts(db, q);
    sendList(res, 'products', rows, q, total);
  });
  router.get('/products/:id', async (req, res) => {
    sendData(res, await products.getProduct(db, parseId(String(req.params.id), 'product.not_found')));
  });
  router.post('/products', requireAdmin, async (req, res) => {
    const input = parse(productInputSchema, req.body ?? {});
    sendData(res, await products.createProduct(db, currentUser(req).id, input), 201);
  });
  router.put('/products/:id', requireAdmin, async (req, res) => {
    sendData(res, await products.updateProduct(db, currentUser(req).id, parseId(String(req.params.id), 'product.not_found'), req.body ?? {}));
  });
  router.delete('/products/:id', requireAdmin, async (req, res) => {
    sendData(res, await products.deleteProduct(db, currentUser(req).id, parseId(String(req.params.id), 'product.not_found')));
  });

  for (const resource of [...STORE_RESOURCES, ...TICKETING_RESOURCES, ...ZONE_RESOURCES, ...SEASON_RESOURCES]) {
    const base = `/${resource.path}`;
    const sortable = sortFields(resource);
    router.get(base, async (req, res) => {
      const q = parseListQuery(req, { field: resource.defaultSort, order: 'ASC' }, sortable);
      const { rows, total } = await listRecords(db, resource, q);
      sendList(res, resource.path, rows, q, total);
    });
    router.get(`${base}/:id`, async (req, res) => {
      sendData(res, await getRecord(db, resource, parseId(String(req.params.id), resource.notFound)));
    });
    router.post(base, requireAdmin, async (req, res) => {
      sendData(res, await createRecord(db, resource, currentUser(req).id, req.body), 201);
    });
    router.put(`${base}/:id`, requireAdmin, async (req, res) => {
      sendData(res, await updateRecord(db, resource, currentUser(req).id, parseId(String(req.params.id), resource.notFound), req.body ?? {}));
    });
    router.delete(`${base}/:id`, requireAdmin, async (req, res) => {
      sendData(res, await deleteRecord(db, resource, currentUser(req).id, parseId(String(req.params.id), resource.notFound)));
    });
  }

  // The competition feed moved a match's fixture: keep the club's kick-off (applying the feed's is a PUT of match_date).
  router.post('/matches/:id/dismiss-feed-date', requireAdmin, async (req, res) => {
    sendData(res, await dismissFeedDate(db, currentUser(req).id, parseId(String(req.params.id), 'match.not_found')));
  });

  // A stadium's zones (above) and what each match sells of them: a match zone's id is `{match_id}:{zone_id}`.
  router.post('/zones/:id/seats', requireAdmin, async (req, res) => {
    sendData(res, await makeZoneSeats(db, currentUser(req).id, parseId(String(req.params.id), 'zone.not_found'), req.body));
  });
  router.get('/match-zones', async (req, res) => {
    const q = parseListQuery(req, { field: 'sort_order', order: 'ASC' }, MATCH_ZONE_SORT);
    const { rows, total } = await listMatchZones(db, q);
    sendList(res, 'match-zones', rows, q, total);
  });
  router.get('/match-zones/:id', async (req, res) => {
    sendData(res, await getMatchZone(db, String(req.params.id)));
  });
  router.put('/match-zones/:id', requireAdmin, async (req, res) => {
    sendData(res, await updateMatchZone(db, currentUser(req).id, String(req.params.id), req.body ?? {}));
  });

  // A pass's holders are its purchases, read here and decided under purchases.
  router.get('/season-holders', async (req, res) => {
    const q = parseListQuery(req, { field: 'created_at', order: 'DESC' }, HOLDER_SORT);
    const { rows, total } = await listSeasonHolders(db, q);
    sendList(res, 'season-holders', rows, q, total);
  });
  router.get('/season-holders/:id', async (req, res) => {
    sendData(res, await getSeasonHolder(db, parseId(String(req.params.id), 'season_pass.holder_not_found')));
  });

  router.use(exchangeRecordsRouter(db));

  // requireAdmin before multer: a refused caller's file is never read.
  router.post('/uploads', requireAdmin, acceptImage, async (req, res) => {
    sendData(res, await storePublicImage(db, publicFiles, currentUser(req).id, req.file, req.body), 201);
  });

  return router;
}
