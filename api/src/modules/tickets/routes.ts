import * as exchange from './exchange.js';
import express, { type Router } from 'express';
import { claimTicketSchema, transferTicketSchema, type ClubSettingsDto } from '@club/core';
import { matchInLanguage, ticketCodesOf, type Db, type TicketKeys } from '@club/db';
import { applePass, googleWalletLink, matchCalendar, ticketsPdf, type AppleWalletConfig, type GoogleWalletConfig } from '@club/ticket-files';
import { currentUser, requireUser } from '../../http/auth-middleware.js';
import { sendData } from '../../http/envelope.js';
import { requestLanguage } from '../../http/error-handler.js';
import { NotFound } from '../../http/errors.js';
import { parse, parseId } from '../../http/validate.js';
import { cancelTransfer, claimTicket, heldTicket, listHeldTickets, transferTicket, walletTickets } from './service.js';

/** The wallets whose passes the club can sign; null: not configured, so not offered. */
export interface Wallets {
  apple: AppleWalletConfig | null;
  google: GoogleWalletConfig | null;
}

const NOT_YOURS = 'ticket.not_yours';

/**
 * /api/v1/tickets: the tickets a fan holds, bought or received; passing one on; and wallet passes
 * of them. `settings` gives the club's transfer cut-off; `keys` sign the tickets' codes.
 */
export function ticketsRouter(db: Db, settings: () => Promise<ClubSettingsDto>, now: () => Date, wallets: Wallets, keys: TicketKeys): Router {
  const router = express.Router();
  router.use(requireUser);

  router.get('/mine', async (req, res) => {
    const { transfer_cutoff_minutes: cutoffMinutes, exchange_close_minutes: closeMinutes, exchange_fee_basis_points: feeBasisPoints } = await settings();
    sendData(res, await listHeldTickets(db, keys, currentUser(req).id, { cutoffMinutes, closeMinutes, feeBasisPoints }, now()));
  });
  // Which wallet buttons the site shows.
  router.get('/wallets', (_req, res) => {
    sendData(res, { apple: wallets.apple !== null, google: wallets.google !== null });
  });
  // The exchange: the fan's credit from tickets sold, and offering (or taking back) a season ticket for its match.
  router.get('/credit', async (req, res) => {
    sendData(res, await exchange.credit(db, currentUser(req).id));
  });
  router.post('/:id/listing', async (req, res) => {
    sendData(res, await exchange.listTicket(db, currentUser(req).id, parseId(req.params.id, NOT_YOURS), (await settings()).exchange_close_minutes, now()), 201);
  });
  router.delete('/:id/listing', async (req, res) => {
    sendData(res, await exchange.withdrawListing(db, currentUser(req).id, parseId(req.params.id, NOT_YOURS), (await settings()).exchange_close_minutes));
  });
  router.post('/claim', async (req, res) => {
    const { token } = parse(claimTicketSchema, req.body ?? {});
    sendData(res, await claimTicket(db, currentUser(req), token));
  });
  router.post('/:id/transfer', async (req, res) => {
    const id = parseId(req.params.id, NOT_YOURS);
    const input = parse(transferTicketSchema, req.body ?? {});
    sendData(res, await transferTicket(db, currentUser(req), id, input, (await settings()).transfer_cutoff_minutes, now()), 201);
  });
  // The sender takes back a ticket not yet received; the answer is their ticket, valid again.
  router.post('/:id/cancel-transfer', async (req, res) => {
    const id = parseId(req.params.id, NOT_YOURS);
    sendData(res, await cancelTransfer(db, keys, currentUser(req), id, (await settings()).transfer_cutoff_minutes, now()));
  });
  /** One ticket the fan holds, bought or received, with its match in the reader's language (for its files below). */
  const ownTicket = async (req: express.Request) => {
    const user = currentUser(req);
    const row = await heldTicket(db, user.id, parseId(String(req.params.id), NOT_YOURS));
    if (!row) throw new NotFound(NOT_YOURS);
    const lang = requestLanguage(req);
    return { user, row, lang, match: matchInLanguage(row, lang) };
  };
  // One ticket as a PDF page, as the tickets mail attaches them (a ticket passed on to the fan has no purchase of theirs to download).
  router.get('/:id/ticket.pdf', async (req, res) => {
    const { user, row: { t, p }, lang, match } = await ownTicket(req);
    const qr = (await ticketCodesOf(db, keys, [t.id])).get(t.id)!;
    const pdf = await ticketsPdf({ lang, reference: p.referenceNumber, holderName: user.name, match, quantity: p.quantity, tickets: [{ ...t, qr }] });
    res.setHeader('content-disposition', `attachment; filename="${t.ticketNumber}.pdf"`);
    res.type('application/pdf').send(pdf);
  });
  // Its match in the fan's calendar: the same event as the purchase's file.
  router.get('/:id/ticket.ics', async (req, res) => {
    const { row: { t, p }, lang, match } = await ownTicket(req);
    res.setHeader('content-disposition', `attachment; filename="${t.ticketNumber}.ics"`);
    res.type('text/calendar; charset=utf-8').send(matchCalendar({ purchaseId: p.id, reference: p.referenceNumber, season: p.seasonPassId !== null, tickets: [{ match: { id: t.matchId, ...match } }], lang }));
  });
  // One valid ticket the fan holds as a signed Apple Wallet pass.
  router.get('/:id/wallet.pkpass', async (req, res) => {
    if (!wallets.apple) throw new NotFound();
    const user = currentUser(req);
    const held = await walletTickets(db, keys, user.id, { ticketId: parseId(req.params.id, NOT_YOURS) });
    if (!held) throw new NotFound(NOT_YOURS);
    const pass = await applePass(wallets.apple, { lang: requestLanguage(req), reference: held.reference, holderName: user.name, quantity: held.quantity, match: held.match, ticket: held.tickets[0]! });
    res.setHeader('content-disposition', `attachment; filename="${held.tickets[0]!.ticketNumber}.pkpass"`);
    res.type('application/vnd.apple.pkpass').send(pass);
  });
  // The valid tickets the fan holds of a purchase, as a "Save to Google Wallet" link.
  router.get('/google-wallet/:purchaseId', async (req, res) => {
    if (!wallets.google) throw new NotFound();
    const user = currentUser(req);
    const held = await walletTickets(db, keys, user.id, { purchaseId: parseId(req.params.purchaseId, NOT_YOURS) });
    if (!held) throw new NotFound(NOT_YOURS);
    sendData(res, { url: await googleWalletLink(wallets.google, { lang: requestLanguage(req), reference: held.reference, holderName: user.name, quantity: held.quantity, match: held.match, tickets: held.tickets }) });
  });
  return router;
}
