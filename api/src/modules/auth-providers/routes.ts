import express, { type Router } from 'express';
import type { ApiConfig } from '../../config.js';
import { sendData } from '../../http/envelope.js';
import { configuredProviders } from '../../social-sign-in.js';

/**
 * GET /api/v1/auth-providers: the ways to sign in besides email and password, so the fan site
 * offers only those that work ("Continue with Google", "Sign in with LINE" only when each is configured). Public,
 * and fixed for the life of the process.
 */
export function authProvidersRouter(config: ApiConfig): Router {
  const providers = configuredProviders(config);
  const router = express.Router();
  router.get('/', (_req, res) => {
    res.setHeader('cache-control', 'public, max-age=300');
    sendData(res, providers);
  });
  return router;
}
