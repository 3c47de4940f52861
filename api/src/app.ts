import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import compression from 'compression';
import express, { type Express } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { pinoHttp } from 'pino-http';
import type { Logger } from 'pino';
import type { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Database, TicketKeys } from '@club/db';
import type { Storage } from '@club/storage';
import type { Auth } from './auth.js';
import type { ApiConfig } from './config.js';
import type { LiveAccess } from './realtime/live-access.js';
import { authenticate, requireStaff } from './http/auth-middleware.js';
import { authRouter } from './http/auth-routes.js';
import { trustedOrigins } from './http/origins.js';
import { errorHandler, notFoundHandler } from './http/error-handler.js';
import { requestMetrics } from './http/metrics.js';
import { indexPages } from './http/page-files.js';
import { keepsPageParts, loadRenderer, pageLanguage, serverRenderer } from './http/server-render.js';
import { refuseUnstorableText } from './http/storable-text.js';
import { errorForLog, requestForLog } from './http/request-log.js';
import { publicImages } from './http/public-images.js';
import { privateAnswers } from './http/private-answers.js';
import { rateLimits } from './http/rate-limit.js';
import { apiCors, securityHeaders } from './http/security-headers.js';
import { consoleRecordsRouter } from './modules/console-records/routes.js';
import { adminCheckInRouter } from './modules/check-in/routes.js';
import { adminGateReportRouter, gateRouter } from './modules/gate/routes.js';
import { adminAuditLogRouter } from './modules/audit-log/routes.js';
import { adminTicketKeysRouter } from './modules/ticket-keys/routes.js';
import { authProvidersRouter } from './modules/auth-providers/routes.js';
import { adminCompetitionRouter, competitionRouter } from './modules/competition/routes.js';
import { adminDashboardRouter } from './modules/dashboard/routes.js';
import { adminExportsRouter } from './modules/exports/routes.js';
import { adminFailedJobsRouter } from './modules/failed-jobs/routes.js';
import { healthRouter } from './modules/health/routes.js';
import { matchesRouter } from './modules/matches/routes.js';
import { cartRouter } from './modules/cart/routes.js';
import { adminOrdersRouter, ordersRouter } from './modules/orders/routes.js';
import { bankCallbackRouter } from './modules/payments/bank-callback.js';
import { demoBank } from './modules/payments/demo-slip.js';
import { adminBankTransfersRouter } from './modules/payments/refunds.js';
import { adminStatementsRouter } from './modules/statements/routes.js';
import { adminPurchasesRouter, purchasesRouter } from './modules/purchases/routes.js';
import { adminQueueRouter, queueAdmission, queueRouter } from './modules/queue/routes.js';
import { seasonPassesRouter } from './modules/season-passes/routes.js';
import { ticketsRouter, type Wallets } from './modules/tickets/routes.js';
import { adminMatchRatingsRouter, matchRatingRouter } from './modules/ratings/routes.js';
import { adminSettingsRouter } from './modules/settings/routes.js';
import { settingsReader } from './modules/settings/service.js';
import { postcodesRouter, shippingRouter } from './modules/shipping/routes.js';
import { publicStoreRouter } from './modules/store/routes.js';
import { adminUsersRouter, profileRouter } from './modules/users/routes.js';

export interface AppDeps {
  config: ApiConfig;
  database: Database;
  redis: Redis;
  queues: Queue[];
  auth: Auth;
  logger: Logger;
  /** Private files: payment slips. */
  receipts: Storage;
  /** Public images (team logos, products, banners), served at /uploads. */
  images: Storage;
  /** The fan site at / and the console at /admin: built files, or Vite middleware in dev mode. */
  sites?: express.RequestHandler;
  /** `sites` is Vite's dev server (`npm run dev`): the CSP allows its inline preamble and hot-reload socket. */
  viteDev?: boolean;
  /** The site's public address (PUBLIC_URL, or the address listened on): never the request's Host. */
  siteUrl: string;
  /** Live connections: a role change acts on them at once. */
  live: LiveAccess;
  /** True once the process is shutting down: readiness turns 503 so no new calls are sent here. */
  draining: () => boolean;
  /** What time it is for rules that depend on the calendar day (the gate's "today's match"); tests set it. */
  now: () => Date;
  /** The wallet passes the club can sign (config.wallets, Google's for the site's origin). */
  wallets: Wallets;
  /** The keys that sign and verify ticket codes, cached in this process (README, The ticket code and the gate). */
  ticketKeys: TicketKeys;
}

/** Builds the Express app (no listen): API routes, uploads, the two sites, and the error envelope. */
export function buildApp(deps: AppDeps): Express {
  const { config, database, auth } = deps;
  const db = database.db;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  app.use(securityHeaders(config, deps.viteDev ?? false));

  app.use(requestMetrics);
  // JSON answers and pages made per request, compressed when worth it (1 KB and up); files the
  // build compressed already go out as they are (their Content-Encoding is set, so this leaves them).
  app.use(compression({ threshold: 1024 }));
  app.use(
    pinoHttp({
      logger: deps.logger,
      genReqId: (req, res) => {
        const incoming = req.headers['x-request-id'];
        const id = typeof incoming === 'string' && /^[\w.-]{1,64}$/.test(incoming) ? incoming : randomUUID();
        res.setHeader('x-request-id', id);
        return id;
      },
      // No personal data and no credentials: see request-log.ts.
      serializers: {
        req: requestForLog,
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
        err: errorForLog,
      },
      // One line per API call, at info: when that level is off, skip the per-request bookkeeping too.
      autoLogging: deps.logger.isLevelEnabled('info') && { ignore: (req) => !req.url?.startsWith('/api/') },
    }),
  );

  app.use('/api', apiCors(config.CORS_ORIGINS));
  app.use('/api', privateAnswers);
  const limits = rateLimits(deps.redis, { prefix: config.QUEUE_PREFIX, scale: config.RATE_LIMIT_SCALE });
  app.use('/api/v1/auth', authRouter(auth, limits, deps.siteUrl));

  const api = express.Router();
  // The bank's payment confirmations: signed over their raw body, so read before the JSON parser.
  api.use('/payments', bankCallbackRouter(db, { secret: config.BANK_CALLBACK_SECRET, autoConfirm: config.PAYMENT_AUTO_CONFIRM, now: deps.now }));
  api.use(express.json({ limit: '100kb', strict: true }));
  api.use(refuseUnstorableText);
  // Public, before authenticate: a stale token in the fan's browser must not hide the sign-in options.
  api.use('/auth-providers', authProvidersRouter(config));
  api.use(authenticate(auth, trustedOrigins(config, deps.siteUrl)));
  // Per signed-in user, before the routes (and before an upload's body is read).
  api.post(['/purchases', '/season-passes/:id/purchase'], limits.purchaseCreation);
  api.post('/orders/create-from-cart', limits.orderCreation);
  api.post('/tickets/:id/transfer', limits.ticketTransfer);
  api.post('/purchases/:id/resend-tickets', limits.ticketResend);
  api.post(['/purchases/:id/upload-receipt', '/orders/:id/payment-receipt', '/admin/uploads', '/admin/statement-imports'], limits.upload);
  api.use('/health', healthRouter(database, deps.redis, deps.queues, deps.draining));
  api.use('/users', profileRouter(db, auth));
  const room = { db, redis: deps.redis, config, now: deps.now };
  api.use('/matches', queueRouter(room));
  api.post('/purchases', queueAdmission(room));
  api.use('/matches', matchesRouter(db));
  api.use('/matches', matchRatingRouter(db));
  const settings = settingsReader(db);
  const demo = config.DEMO_SLIP_LEDGER_URL ? demoBank(db, config.DEMO_SLIP_LEDGER_URL) : null;
  api.use('/purchases', purchasesRouter(db, deps.receipts, settings, deps.now, deps.ticketKeys, demo));
  api.use('/tickets', ticketsRouter(db, settings, deps.now, deps.wallets, deps.ticketKeys));
  api.use('/season-passes', seasonPassesRouter(db, settings, deps.now));
  api.use('/public', publicStoreRouter(db));
  api.use('/cart', cartRouter(db));
  api.use('/shipping', shippingRouter(db));
  api.use('/postcodes', postcodesRouter());
  api.use('/orders', ordersRouter(db, deps.receipts, settings, demo));
  api.use('/competition', competitionRouter(db, { clubNameTh: config.CLUB_NAME_TH, staleMs: config.COMPETITION_STALE_MS }));
  api.use('/gate', gateRouter(db, deps.ticketKeys, deps.now));
  const admin = express.Router();
  admin.use(requireStaff);
  admin.use('/users', adminUsersRouter(db, deps.live));
  admin.use('/purchases', adminPurchasesRouter(db));
  admin.use(adminMatchRatingsRouter(db));
  admin.use(adminQueueRouter(room));
  admin.use(consoleRecordsRouter(db, deps.images));
  admin.use('/orders', adminOrdersRouter(db));
  admin.use(adminStatementsRouter(db, { autoConfirm: config.PAYMENT_AUTO_CONFIRM }));
  admin.use('/bank-transfers', adminBankTransfersRouter(db));
  admin.use('/settings', adminSettingsRouter(db));
  admin.use('/check-in', adminCheckInRouter(db, deps.now, deps.ticketKeys));
  admin.use('/dashboard', adminDashboardRouter(db));
  admin.use('/audit-log', adminAuditLogRouter(db));
  admin.use('/ticket-keys', adminTicketKeysRouter(db, deps.ticketKeys));
  admin.use('/failed-jobs', adminFailedJobsRouter(db));
  admin.use(adminGateReportRouter(db));
  admin.use('/exports', adminExportsRouter(db));
  admin.use(adminCompetitionRouter(db, { clubNameTh: config.CLUB_NAME_TH }));
  api.use('/admin', admin);
  api.use(notFoundHandler);
  app.use('/api/v1', api);
  app.use('/api', notFoundHandler);

  // Public images only. Receipts are in the private store and never served here.
  app.use('/uploads', publicImages(deps.images));

  if (deps.sites) app.use(deps.sites);
  app.use(errorHandler);
  return app;
}

/** Vite names the files under assets/ by their content: a changed file is a new name, so a copy never goes stale. */
const HASHED = `${path.sep}assets${path.sep}`;

/**
 * Serve a built single-page app. Files go out as the build compressed them (brotli, else gzip,
 * else as they are); hashed assets are cached for a year and never asked again, everything else
 * (index.html above all) is checked with the server on every use. Every other GET gets index.html,
 * naming the files of the page at that path and the page rendered inside it when the site has a
 * server renderer (`render`: see indexPages and serverRenderer).
 */
export function staticSite(dir: string, { render, logger }: { render?: string; logger?: Logger } = {}): express.RequestHandler {
  if (!existsSync(path.join(dir, 'index.html'))) throw new Error(`${dir} is not built (no index.html)`);
  const renderer = render ? loadRenderer(render) : undefined;
  if (renderer && !keepsPageParts(readFileSync(path.join(dir, 'index.html'), 'utf8'))) {
    throw new Error(`${dir}/index.html keeps no places for a page rendered on the server (<!--page-head-->, <!--page-->)`);
  }
  const indexFor = indexPages(dir, renderer?.then(({ pageSources }) => pageSources));
  const rendered = renderer ? serverRenderer(renderer, logger) : async () => null;
  const router = express.Router();
  router.use(expressStaticGzip(dir, {
    enableBrotli: true,
    orderPreference: ['br', 'gz'],
    index: false,
    serveStatic: {
      index: false,
      cacheControl: false,
      setHeaders: (res, file) => res.setHeader('cache-control', file.includes(HASHED) ? 'public, max-age=31536000, immutable' : 'no-cache'),
    },
  }));
  // A built file that is not there (a page still open from before a release asking for its old
  // chunk) is missing, not a page of the app: a script must not get index.html.
  router.get('/assets/{*path}', (_req, res) => {
    res.setHeader('cache-control', 'no-cache');
    res.status(404).type('text').send('Not found');
  });
  // Routes of the app: index.html, compressed when the client takes it (see compression() in buildApp).
  router.get('/{*path}', async (req, res) => {
    const page = await rendered(req);
    // A signed-in fan's page carries their data: for their browser alone.
    res.setHeader('cache-control', page?.private ? 'private, no-store' : 'no-cache');
    // Who is signed in and which language: the page (its texts, and what the server rendered) differs by both.
    res.vary('cookie').vary('accept-language');
    const index = await indexFor(req.path, page?.language ?? pageLanguage(req));
    res.type('html').send(page ? page.fill(index) : index);
  });
  // A form of a server-rendered page the browser sent itself, before the page was taken over
  // (fan-web's forms say method="post"): nothing is done with it; the page is sent again.
  // Always a path of this site: "//host" or "/\\host" would send the browser elsewhere.
  if (render) router.post('/{*path}', (req, res) => res.redirect(303, `/${req.originalUrl.replace(/^[/\\]+/, '')}`));
  return router;
}
