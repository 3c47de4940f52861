import express, { type Router } from 'express';
import { createAddressSchema, pickupLocationsQuerySchema, postalCodeSchema } from '@club/core';
import type { Db } from '@club/db';
import { currentUser, requireUser } from '../../http/auth-middleware.js';
import { sendData } from '../../http/envelope.js';
import { NotFound } from '../../http/errors.js';
import { parse, parseId } from '../../http/validate.js';
import { placesOfPostcode } from './postcodes.js';
import * as shipping from './service.js';

/** /api/v1/shipping: methods and pickup places are public; addresses are the signed-in user's own. */
export function shippingRouter(db: Db): Router {
  const router = express.Router();
  router.get('/methods', async (_req, res) => {
    sendData(res, await shipping.listShippingMethods(db));
  });
  router.get('/pickup-locations', async (req, res) => {
    sendData(res, await shipping.listPickupLocations(db, parse(pickupLocationsQuerySchema, req.query).shipping_method_id));
  });
  router.get('/addresses', requireUser, async (req, res) => {
    sendData(res, await shipping.listAddresses(db, currentUser(req).id));
  });
  router.post('/addresses', requireUser, async (req, res) => {
    sendData(res, await shipping.createAddress(db, currentUser(req).id, parse(createAddressSchema, req.body ?? {})), 201);
  });
  router.put('/addresses/:id', requireUser, async (req, res) => {
    const id = parseId(String(req.params.id), 'address.not_found');
    sendData(res, await shipping.updateAddress(db, currentUser(req).id, id, parse(createAddressSchema, req.body ?? {})));
  });
  router.delete('/addresses/:id', requireUser, async (req, res) => {
    await shipping.deleteAddress(db, currentUser(req).id, parseId(String(req.params.id), 'address.not_found'));
    sendData(res, { deleted: true });
  });
  return router;
}

/** /api/v1/postcodes/{code}: the places a postal code serves, for the address form to offer (public, like the list it reads). */
export function postcodesRouter(): Router {
  const router = express.Router();
  router.get('/:code', async (req, res) => {
    const places = await placesOfPostcode(parse(postalCodeSchema, req.params.code));
    if (!places.length) throw new NotFound('address.postal_code_unknown');
    sendData(res, places);
  });
  return router;
}
