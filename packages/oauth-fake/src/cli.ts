import { parseArgs } from 'node:util';
import { startFakeOAuth } from './index.js';

// `npm run fake:oauth -- --port N`: fake Google and LINE sign-in on their own, for a product started elsewhere.
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8791' },
    host: { type: 'string', default: '127.0.0.1' },
  },
});
const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error('--port must be a port number');
  process.exit(1);
}

const fake = await startFakeOAuth({ port, host: values.host });
console.log(`Fake Google and LINE sign-in on ${fake.url} (any name and address may sign in)
Point the product at it with
  ${Object.entries(fake.env).map(([k, v]) => `${k}=${v}`).join(' ')}`);
const stop = async () => { await fake.close(); process.exit(0); };
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());
