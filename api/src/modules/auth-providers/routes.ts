import express, { type Router } from 'express';
import type { AuthProviders } from '@club/core';
import type { ApiConfig } from '../../config.js';
import { sendData } from '../../http/envelope.js';

/**
 * GET /api/v1/auth-providers: the ways to sign in besides email and password, so the fan site
 * offers only those that work ("Continue with Google" only when Google is configured). Public,
 * and fixed for the life of the process.
 */
export function authProvidersRouter(config: Pick<ApiConfig, 'GOOGLE_CLIENT_ID' | 'GOOGLE_CLIENT_SECRET'>): Router {
  const providers: AuthProviders = { google: Boolean(config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET) };
  const router = express.Router();
  router.get('/', (_req, res) => {
    res.setHeader('cache-control', 'public, max-age=300');
    sendData(res, providers);
  });
  return router;
}
