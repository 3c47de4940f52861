import express, { type Router } from 'express';
import { addToCartSchema, applyPromoSchema, updateCartItemSchema } from '@club/core';
import type { Db } from '@club/db';
import { currentUser, requireUser } from '../../http/auth-middleware.js';
import { sendData } from '../../http/envelope.js';
import { parse, parseId } from '../../http/validate.js';
import * as cart from './service.js';

/**
 * /api/v1/cart (spec section 7). The promo code, whose path the spec leaves open:
 * POST /api/v1/cart/promo {code} applies it, DELETE /api/v1/cart/promo removes it; both answer the cart.
 */
export function cartRouter(db: Db): Router {
  const router = express.Router();
  router.use(requireUser);
  router.get('/', async (req, res) => {
    sendData(res, await cart.getCart(db, currentUser(req).id));
  });
  router.post('/add', async (req, res) => {
    sendData(res, await cart.addToCart(db, currentUser(req).id, parse(addToCartSchema, req.body ?? {})), 201);
  });
  router.put('/update/:itemId', async (req, res) => {
    const { quantity } = parse(updateCartItemSchema, req.body ?? {});
    sendData(res, await cart.updateCartItem(db, currentUser(req).id, parseId(req.params.itemId, 'cart.item_not_found'), quantity));
  });
  router.delete('/remove/:itemId', async (req, res) => {
    sendData(res, await cart.removeCartItem(db, currentUser(req).id, parseId(req.params.itemId, 'cart.item_not_found')));
  });
  router.delete('/clear', async (req, res) => {
    await cart.clearCart(db, currentUser(req).id);
    sendData(res, await cart.getCart(db, currentUser(req).id));
  });
  router.post('/promo', async (req, res) => {
    const { code } = parse(applyPromoSchema, req.body ?? {});
    sendData(res, await cart.applyPromo(db, currentUser(req).id, code));
  });
  router.delete('/promo', async (req, res) => {
    sendData(res, await cart.removePromo(db, currentUser(req).id));
  });
  return router;
}
