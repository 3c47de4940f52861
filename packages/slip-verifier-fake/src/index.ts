import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { closeNow, listenLocally } from '@club/core';
import { z } from 'zod';
import { easySlipAnswer, type EasySlipState } from './easyslip.js';
import { transferSchema, type FakeTransfer, type FakeTransferInput } from './ledger.js';
import { slipOkAnswer, type SlipOkState } from './slipok.js';

export type { FakeTransfer, FakeTransferInput } from './ledger.js';
export { slipImage, type SlipPicture } from './slip-image.js';

/**
 * How the fake answers the verify calls of both services, so tests (and people) can see the
 * product cope: normal; down, 503 to every call; slow, every answer after 15 s.
 */
export type FakeSlipVerifierMode = 'normal' | 'down' | 'slow';

export interface FakeSlipVerifier {
  url: string;
  close(): Promise<void>;
  /** Adds a transfer to the fake bank's ledger, as `POST /__ledger/transfers` does (throws on one it would refuse). */
  addTransfer(transfer: FakeTransferInput): FakeTransfer;
  setMode(mode: FakeSlipVerifierMode): void;
  /** Verify calls answered so far, both services, refused ones included. */
  calls(): number;
}

interface FakeSlipVerifierOptions {
  port?: number;
  host?: string;
  /** The API key both services accept: SlipOK's x-authorization, EasySlip's Bearer token. */
  key?: string;
  /** SlipOK's branch id, the last part of its url. */
  branch?: string;
  /** Added to every verify answer, as the real services take a moment (default 0). */
  latencyMs?: number;
  /**
   * The shop's accounts and PromptPay ids (digits) as registered with the services: the account
   * SlipOK checks the receiver against with `log: true` (1014), EasySlip's list for matchAccount.
   * None: SlipOK checks no receiver and EasySlip matches no account.
   */
  shopAccounts?: string[];
}

export const SLIPOK_PATH = '/api/line/apikey';
export const EASYSLIP_VERIFY_PATH = '/v2/verify/bank';
export const LEDGER_PATH = '/__ledger/transfers';
export const DEFAULT_KEY = 'fake-slip-key';
export const DEFAULT_BRANCH = '12345';
const SLOW_MS = 15_000;
const MAX_BODY_BYTES = 64 * 1024;

function send(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

/** The request's JSON body; undefined when it is not JSON (each service then answers its own way). */
async function readJson(req: IncomingMessage): Promise<unknown> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) return undefined;
    chunks.push(chunk);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}

/** A fake of SlipOK's and EasySlip's slip checks over one ledger of bank transfers, on `host:port` (port 0: any free one). */
export async function startFakeSlipVerifier(opts: FakeSlipVerifierOptions = {}): Promise<FakeSlipVerifier> {
  let mode: FakeSlipVerifierMode = 'normal';
  let calls = 0;
  const waiting = new Set<NodeJS.Timeout>();
  const transfers = new Map<string, FakeTransfer>();
  const key = opts.key ?? DEFAULT_KEY;
  const shopAccounts = opts.shopAccounts ?? [];
  const slipOk: SlipOkState = { key, branch: opts.branch ?? DEFAULT_BRANCH, transfers, shopAccounts, logged: new Set() };
  const easySlip: EasySlipState = { key, transfers, shopAccounts, verified: new Set() };
  const latencyMs = opts.latencyMs ?? 0;

  /** Adds a transfer, or says why not: 400 for one the schema refuses, 409 for a transRef already in the ledger. */
  const record = (input: unknown): { transfer: FakeTransfer } | { refused: 400 | 409; message: string } => {
    const parsed = transferSchema.safeParse(input);
    if (!parsed.success) return { refused: 400, message: z.prettifyError(parsed.error) };
    if (transfers.has(parsed.data.transRef)) return { refused: 409, message: `transfer ${parsed.data.transRef} is already in the ledger` };
    transfers.set(parsed.data.transRef, parsed.data);
    return { transfer: parsed.data };
  };

  const answerLater = (res: ServerResponse, status: number, body: unknown) => {
    const delayMs = latencyMs + (mode === 'slow' ? SLOW_MS : 0);
    if (delayMs === 0) return send(res, status, body);
    const timer = setTimeout(() => { waiting.delete(timer); send(res, status, body); }, delayMs);
    waiting.add(timer);
    res.on('close', () => { clearTimeout(timer); waiting.delete(timer); });
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const { pathname } = new URL(req.url ?? '/', 'http://fake');
    if (pathname === LEDGER_PATH && req.method === 'GET') return send(res, 200, [...transfers.values()]);
    if (pathname === LEDGER_PATH && req.method === 'POST') {
      const recorded = record(await readJson(req));
      return 'refused' in recorded ? send(res, recorded.refused, { message: recorded.message }) : send(res, 201, recorded.transfer);
    }

    const branch = pathname.startsWith(`${SLIPOK_PATH}/`) ? pathname.slice(SLIPOK_PATH.length + 1) : undefined;
    if (req.method !== 'POST' || (branch === undefined && pathname !== EASYSLIP_VERIFY_PATH)) {
      return send(res, 404, { success: false, error: { code: 'NOT_FOUND', message: 'Resource not found' } });
    }
    calls += 1;
    const body = await readJson(req);
    if (mode === 'down') {
      res.writeHead(503, { 'content-type': 'text/plain' });
      return res.end('Service Unavailable');
    }
    const answer = branch === undefined
      ? easySlipAnswer(easySlip, req.headers.authorization, body)
      : slipOkAnswer(slipOk, branch, req.headers['x-authorization'] as string | undefined, body);
    answerLater(res, answer.status, answer.body);
  };

  // A caller that hangs up mid-request leaves nothing to answer.
  const server = createServer((req, res) => void handle(req, res).catch(() => res.destroy()));
  const url = await listenLocally(server, opts);

  return {
    url,
    addTransfer: (transfer) => {
      const recorded = record(transfer);
      if ('refused' in recorded) throw new Error(recorded.message);
      return recorded.transfer;
    },
    setMode: (next) => { mode = next; },
    calls: () => calls,
    close: () => closeNow(server, waiting),
  };
}
