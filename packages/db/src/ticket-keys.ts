/**
 * The Ed25519 keys that sign ticket codes (issue 32; README "The ticket code and the gate"). A key's
 * private half is kept sealed with AES-256-GCM under a key derived from AUTH_SECRET, and opened only
 * in the memory of the API and the worker; no answer, log line or pack holds it. The newest key not
 * retired signs; a key verifies until its `verify_until` (null while it signs).
 */
import { createCipheriv, createDecipheriv, createPrivateKey, createPublicKey, generateKeyPairSync, hkdfSync, randomBytes, type KeyObject } from 'node:crypto';
import { asc, desc, eq, sql } from 'drizzle-orm';
import { audit } from './audit.js';
import type { Db } from './client.js';
import { matches, ticketSigningKeys } from './schema/index.js';

type KeyRow = typeof ticketSigningKeys.$inferSelect;

/** What the key list shows of a key: never anything private. */
export interface TicketKeyInfo { kid: number; createdAt: Date; retiredAt: Date | null; verifyUntil: Date | null; publicKey: Buffer }

const IV_BYTES = 12;
const TAG_BYTES = 16;

const sealingKey = (secret: string) => Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), 'ticket-signing-key v1', 32));
/** The key id is bound to its sealed key, so a sealed key copied to another row does not open. */
const aadOf = (kid: number) => Buffer.from(`kid ${kid}`);

function seal(secret: string, kid: number, privateKey: KeyObject): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', sealingKey(secret), iv).setAAD(aadOf(kid));
  const body = Buffer.concat([cipher.update(privateKey.export({ format: 'der', type: 'pkcs8' })), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]);
}

/** Throws when `secret` is not the one the key was sealed under. */
function unseal(secret: string, row: Pick<KeyRow, 'kid' | 'privateKeySealed'>): KeyObject {
  const sealed = row.privateKeySealed;
  const decipher = createDecipheriv('aes-256-gcm', sealingKey(secret), sealed.subarray(0, IV_BYTES)).setAAD(aadOf(row.kid));
  decipher.setAuthTag(sealed.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  const der = Buffer.concat([decipher.update(sealed.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
  return createPrivateKey({ key: der, format: 'der', type: 'pkcs8' });
}

/** The 32 bytes of an Ed25519 public key, as codes' readers (the gate app's WebCrypto) import it. */
export const rawPublicKey = (key: KeyObject): Buffer => Buffer.from(key.export({ format: 'jwk' }).x!, 'base64url');
const publicKeyOf = (raw: Buffer): KeyObject => createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: raw.toString('base64url') }, format: 'jwk' });

/** A key that verifies at `at`: it has not stopped verifying by then. */
const verifiesAt = (row: Pick<KeyRow, 'verifyUntil'>, at: Date) => !row.verifyUntil || row.verifyUntil > at;

async function insertKey(db: Db, secret: string, kid: number): Promise<boolean> {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const inserted = await db.insert(ticketSigningKeys)
    .values({ kid, publicKey: rawPublicKey(publicKey), privateKeySealed: seal(secret, kid, privateKey) })
    .onConflictDoNothing()
    .returning({ kid: ticketSigningKeys.kid });
  return inserted.length > 0;
}

/**
 * At start (API and worker): kid 1 when there is no key. Processes starting together make one key
 * (the insert of kid 1 is skipped by all but one). When the signer does not open with `secret`
 * (AUTH_SECRET was lost or changed), `replace` (the API's start) rotates it out: codes already out
 * still verify, since verifying needs only the public key; without it the answer says so. Says what
 * happened, for the caller's log.
 */
export async function ensureTicketSigningKey(db: Db, secret: string, { replace }: { replace: boolean }): Promise<'created' | 'kept' | 'replaced' | 'unopenable'> {
  const [signing] = await db.select().from(ticketSigningKeys).where(sql`${ticketSigningKeys.retiredAt} is null`).orderBy(desc(ticketSigningKeys.kid)).limit(1);
  if (!signing) return (await insertKey(db, secret, 1)) ? 'created' : 'kept';
  try {
    unseal(secret, signing);
    return 'kept';
  } catch {
    if (!replace) return 'unopenable';
    return (await rotateTicketKey(db, secret, null)).ok ? 'replaced' : 'unopenable';
  }
}

export type RotateMove = { ok: true; kid: number } | { ok: false; refused: 'ids_used_up' };

/**
 * Kid n+1 signs from now; the keys that signed before stop signing and verify until a day after the
 * latest scheduled kick-off, so codes already mailed or printed keep opening the gate. Audited.
 */
export async function rotateTicketKey(db: Db, secret: string, actorId: string | null): Promise<RotateMove> {
  return db.transaction(async (tx) => {
    // One rotation at a time: a second waits here and then takes the next id.
    await tx.execute(sql`lock table ${ticketSigningKeys} in share row exclusive mode`);
    const [{ top }] = (await tx.select({ top: sql<number>`coalesce(max(${ticketSigningKeys.kid}), 0)::int` }).from(ticketSigningKeys)) as [{ top: number }];
    if (top >= 255) return { ok: false, refused: 'ids_used_up' } as const;
    const kid = top + 1;
    const [{ until }] = (await tx
      .select({ until: sql<Date>`greatest(now(), coalesce(max(${matches.matchDate}), now())) + interval '1 day'`.mapWith(matches.matchDate) })
      .from(matches).where(eq(matches.status, 'scheduled'))) as [{ until: Date }];
    const retired = await tx.update(ticketSigningKeys).set({ retiredAt: sql`now()`, verifyUntil: until })
      .where(sql`${ticketSigningKeys.retiredAt} is null`).returning({ kid: ticketSigningKeys.kid });
    const { publicKey, privateKey } = generateKeyPairSync('ed25519');
    await tx.insert(ticketSigningKeys).values({ kid, publicKey: rawPublicKey(publicKey), privateKeySealed: seal(secret, kid, privateKey) });
    await audit(tx, {
      actorId, action: 'ticket_key.rotated', entityType: 'ticket_signing_key', entityId: String(kid),
      changes: { retired: retired.map((r) => r.kid), verify_until: until.toISOString() },
    });
    return { ok: true, kid } as const;
  });
}

export type RetireMove = { ok: true } | { ok: false; refused: 'not_found' | 'signing' };

/**
 * A key stops verifying now (its private half is thought known to others): every code it signed is
 * forged from this moment. The key that signs cannot be retired until a newer one exists (rotate
 * first). Audited.
 */
export async function retireTicketKey(db: Db, kid: number, actorId: string | null): Promise<RetireMove> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${ticketSigningKeys} in share row exclusive mode`);
    const rows = await tx.select().from(ticketSigningKeys).orderBy(asc(ticketSigningKeys.kid));
    const key = rows.find((r) => r.kid === kid);
    if (!key) return { ok: false, refused: 'not_found' } as const;
    if (!rows.some((r) => r.kid > kid)) return { ok: false, refused: 'signing' } as const;
    await tx.update(ticketSigningKeys).set({ retiredAt: sql`coalesce(${ticketSigningKeys.retiredAt}, now())`, verifyUntil: sql`least(coalesce(${ticketSigningKeys.verifyUntil}, now()), now())` })
      .where(eq(ticketSigningKeys.kid, kid));
    await audit(tx, {
      actorId, action: 'ticket_key.retired', entityType: 'ticket_signing_key', entityId: String(kid),
      changes: { verify_until: [key.verifyUntil?.toISOString() ?? null, 'now'] },
    });
    return { ok: true } as const;
  });
}

/** Every key, oldest first, as staff may see them. */
export async function listTicketKeys(db: Db): Promise<TicketKeyInfo[]> {
  return db.select({
    kid: ticketSigningKeys.kid, createdAt: ticketSigningKeys.createdAt, retiredAt: ticketSigningKeys.retiredAt,
    verifyUntil: ticketSigningKeys.verifyUntil, publicKey: ticketSigningKeys.publicKey,
  }).from(ticketSigningKeys).orderBy(asc(ticketSigningKeys.kid));
}

/** How long a process trusts its copy of the keys: a rotation or retirement elsewhere reaches it within this. */
export const TICKET_KEYS_RELOAD_MS = 60_000;
/** How soon after a read an unknown key id makes another: a key made by another process is known within this. */
export const TICKET_KEYS_UNKNOWN_MS = 5_000;

/** A key as a process holds it: its private half opened when it first signs. */
interface CachedKey { kid: number; retiredAt: Date | null; verifyUntil: Date | null; raw: Buffer; publicKey: KeyObject; sealed: Buffer; privateKey?: KeyObject }

/** A process's keys: read from the database at most every minute, and at once on a key id it does not know. */
export interface TicketKeys {
  /** The key that signs now: the newest not retired. */
  signer(): Promise<{ kid: number; privateKey: KeyObject }>;
  /** The public key of `kid` when it verifies at `at`, else null (unknown or stopped). */
  verifies(kid: number, at: Date): Promise<KeyObject | null>;
  /** Every key that verifies at `at`, as raw 32-byte public keys (the offline pack's). */
  publicKeysAt(at: Date): Promise<{ kid: number; publicKey: Buffer }[]>;
  /** Read the keys again at the next call. */
  reload(): void;
  /** rotateTicketKey and retireTicketKey, seen by this process at once (others within TICKET_KEYS_RELOAD_MS). */
  rotate(actorId: string | null): Promise<RotateMove>;
  retire(kid: number, actorId: string | null): Promise<RetireMove>;
}

export function ticketKeys(db: Db, secret: string, opts: { clock?: () => number } = {}): TicketKeys {
  const clock = opts.clock ?? Date.now;
  let keys: CachedKey[] = [];
  let loadedAt = -Infinity;
  let loading: Promise<CachedKey[]> | null = null;

  const load = (): Promise<CachedKey[]> => (loading ??= (async () => {
    try {
      const rows = await db.select().from(ticketSigningKeys).orderBy(asc(ticketSigningKeys.kid));
      keys = rows.map((r) => ({ kid: r.kid, retiredAt: r.retiredAt, verifyUntil: r.verifyUntil, raw: r.publicKey, publicKey: publicKeyOf(r.publicKey), sealed: r.privateKeySealed }));
      loadedAt = clock();
      return keys;
    } finally {
      loading = null;
    }
  })());
  const current = async () => (clock() - loadedAt >= TICKET_KEYS_RELOAD_MS ? load() : keys);
  const reload = () => { loadedAt = -Infinity; };
  // A key id this process does not know is read for at most once every TICKET_KEYS_UNKNOWN_MS: a
  // stream of forged codes with made-up ids costs no query each.
  const find = async (kid: number) => (await current()).find((k) => k.kid === kid)
    ?? (clock() - loadedAt >= TICKET_KEYS_UNKNOWN_MS ? (await load()).find((k) => k.kid === kid) : undefined);

  return {
    async signer() {
      const key = (await current()).findLast((k) => !k.retiredAt) ?? (await load()).findLast((k) => !k.retiredAt);
      if (!key) throw new Error('no ticket signing key: ensureTicketSigningKey runs at start');
      key.privateKey ??= unseal(secret, { kid: key.kid, privateKeySealed: key.sealed });
      return { kid: key.kid, privateKey: key.privateKey };
    },
    async verifies(kid, at) {
      const key = await find(kid);
      return key && verifiesAt(key, at) ? key.publicKey : null;
    },
    async publicKeysAt(at) {
      return (await current()).filter((k) => verifiesAt(k, at)).map((k) => ({ kid: k.kid, publicKey: k.raw }));
    },
    reload,
    async rotate(actorId) {
      const moved = await rotateTicketKey(db, secret, actorId);
      reload();
      return moved;
    },
    async retire(kid, actorId) {
      const moved = await retireTicketKey(db, kid, actorId);
      reload();
      return moved;
    },
  };
}
