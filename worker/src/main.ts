import { loadWorkerConfig, startWorker } from './index.js';
import { ConfigError } from '@club/core';

// A standalone worker process (several can run beside the API processes).
try {
  const worker = await startWorker(loadWorkerConfig());
  const stop = async () => { await worker.close(); process.exit(0); };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
} catch (err) {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
}
