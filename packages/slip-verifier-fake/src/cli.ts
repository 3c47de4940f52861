import { parseArgs } from 'node:util';
import { DEFAULT_BRANCH, DEFAULT_KEY, EASYSLIP_VERIFY_PATH, LEDGER_PATH, SLIPOK_PATH, startFakeSlipVerifier, type FakeSlipVerifierMode } from './index.js';

// `npm run fake:slip-verifier -- --port N`: the fake SlipOK and EasySlip on their own, for a product started elsewhere.
const MODES: FakeSlipVerifierMode[] = ['normal', 'down', 'slow'];
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8789' },
    host: { type: 'string', default: '127.0.0.1' },
    key: { type: 'string', default: DEFAULT_KEY },
    branch: { type: 'string', default: DEFAULT_BRANCH },
    'latency-ms': { type: 'string', default: '300' },
    mode: { type: 'string', default: 'normal' },
    'shop-account': { type: 'string', multiple: true, default: [] },
  },
});
const port = Number(values.port);
const latencyMs = Number(values['latency-ms']);
const mode = values.mode as FakeSlipVerifierMode;
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error('--port must be a port number');
  process.exit(1);
}
if (!Number.isInteger(latencyMs) || latencyMs < 0) {
  console.error('--latency-ms must be a whole number of milliseconds');
  process.exit(1);
}
if (!MODES.includes(mode)) {
  console.error(`--mode must be one of ${MODES.join(', ')}`);
  process.exit(1);
}

const fake = await startFakeSlipVerifier({ port, host: values.host, key: values.key, branch: values.branch, latencyMs, shopAccounts: values['shop-account'] });
fake.setMode(mode);
console.log(`Fake slip verifier (SlipOK and EasySlip, ${mode}) on ${fake.url}
  SlipOK:   POST ${fake.url}${SLIPOK_PATH}/${values.branch}
  EasySlip: POST ${fake.url}${EASYSLIP_VERIFY_PATH}
  ledger:   POST ${fake.url}${LEDGER_PATH} {transRef, sendingBank, amount, receiverAccount | receiverPromptPay, receiverName, senderName, date}
Point the product at it with either
  SLIP_VERIFIER=slipok SLIP_VERIFIER_URL=${fake.url}${SLIPOK_PATH} SLIP_VERIFIER_KEY=${values.key} SLIP_VERIFIER_BRANCH=${values.branch}
  SLIP_VERIFIER=easyslip SLIP_VERIFIER_URL=${fake.url} SLIP_VERIFIER_KEY=${values.key}`);
const stop = async () => { await fake.close(); process.exit(0); };
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());
