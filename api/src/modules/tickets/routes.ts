import express, { type Router } from 'express';
import { claimTicketSchema, transferTicketSchema, type ClubSettingsDto } from '@club/core';
import type { Db } from '@club/db';
import { currentUser, requireUser } from '../../http/auth-middleware.js';
import { sendData } from '../../http/envelope.js';
import { parse, parseId } from '../../http/validate.js';
import { claimTicket, listHeldTickets, transferTicket } from './service.js';

/** /api/v1/tickets: the tickets a fan holds, bought or received, and passing one on. `settings` gives the club's transfer cut-off. */
export function ticketsRouter(db: Db, settings: () => Promise<ClubSettingsDto>, now: () => Date): Router {
  const router = express.Router();
  router.use(requireUser);

  router.get('/mine', async (req, res) => {
    sendData(res, await listHeldTickets(db, currentUser(req).id, (await settings()).transfer_cutoff_minutes, now()));
  });
  router.post('/claim', async (req, res) => {
    const { token } = parse(claimTicketSchema, req.body ?? {});
    sendData(res, await claimTicket(db, currentUser(req), token));
  });
  router.post('/:id/transfer', async (req, res) => {
    const id = parseId(req.params.id, 'ticket.not_yours');
    const input = parse(transferTicketSchema, req.body ?? {});
    sendData(res, await transferTicket(db, currentUser(req), id, input, (await settings()).transfer_cutoff_minutes, now()), 201);
  });
  return router;
}
