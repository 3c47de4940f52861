import type { RequestHandler } from 'express';
import { Histogram } from 'prom-client';

/** Latency of API calls by route pattern (never the raw URL: ids would make a series each). */
const requestDuration = new Histogram({
  name: 'club_http_request_duration_seconds',
  help: 'Latency of API calls, by method, route and status',
  labelNames: ['method', 'route', 'status'],
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
});

export const requestMetrics: RequestHandler = (req, res, next) => {
  if (!req.path.startsWith('/api/')) return next();
  const end = requestDuration.startTimer();
  res.once('finish', () => {
    // The matched route as written (`/api/v1/purchases/:id`); calls no route took count as one.
    const route = req.route ? `${req.baseUrl}${req.route.path === '/' ? '' : String(req.route.path)}` : 'unmatched';
    end({ method: req.method, route, status: String(res.statusCode) });
  });
  next();
};
