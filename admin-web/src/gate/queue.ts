/**
 * The phone's own storage (IndexedDB `club-gate`, through idb): the pack, the phone itself, its scans
 * (the queue waiting to be sent) and what it knows of tickets' uses and revocations. A scan is one
 * readwrite transaction: the phone's sequence rises, the scan is added and its admission recorded,
 * or none of it happens. A reload or a restart loses nothing.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { GATE_SCAN_BATCH_MAX, type GateScanOutcome, type GateScanResult, type GateVerdict, GATE_INPUTS } from '@club/core';
import type { TicketUse } from './offline-pack';

export type ScanInput = (typeof GATE_INPUTS)[number];

export interface PackRecord {
  matchId: string;
  bytes: Uint8Array;
  etag: string | null;
  downloadedAt: string;
  /** Server clock − this phone's clock, ms: measured at the download and at each changes call. */
  offsetMs: number;
  /** The changes cursors (from the pack's meta, then from each answer). */
  rev: number;
  scan: number;
  /** The whole held list from the last changes answer (null: the pack's). */
  held: string[] | null;
  /** When the server last told this phone anything: the header's "data from". */
  dataAt: string;
}

/** The phone: its id (made at its first download, new for each match: the server keeps one match a phone), its gate and its next sequence number. */
export interface DeviceRecord { key: 'self'; id: string; matchId: string; gateId: string | null; label: string; nextSeq: number }

export interface ScanRecord {
  /** The one-use key: a scan sent twice is stored once. */
  key: string;
  deviceId: string;
  seq: number;
  matchId: string;
  gateId: string | null;
  code: string;
  lookup: string | null;
  input: ScanInput;
  verdict: GateVerdict;
  gateOverride: boolean;
  deviceTime: string;
  /** The device time corrected by the server's offset: what reconciliation orders by. */
  scannedAt: string;
  /** The scan's seq while it waits to be sent (indexed: the queue in order); absent once sent. */
  waiting?: number;
  sentAt: string | null;
  outcome: GateScanOutcome | null;
}

interface GateDb extends DBSchema {
  packs: { key: string; value: PackRecord };
  device: { key: string; value: DeviceRecord };
  scans: { key: string; value: ScanRecord; indexes: { waiting: number } };
  used: { key: string; value: TicketUse };
  revoked: { key: string; value: { lookup: string; below: number } };
}
export type GateDatabase = IDBPDatabase<GateDb>;

export const openGateDb = (name = 'club-gate'): Promise<GateDatabase> => openDB<GateDb>(name, 1, {
  upgrade(db) {
    db.createObjectStore('packs', { keyPath: 'matchId' });
    db.createObjectStore('device', { keyPath: 'key' });
    db.createObjectStore('scans', { keyPath: 'key' }).createIndex('waiting', 'waiting');
    db.createObjectStore('used', { keyPath: 'lookup' });
    db.createObjectStore('revoked', { keyPath: 'lookup' });
  },
});

export type NewScan = Omit<ScanRecord, 'seq' | 'deviceId' | 'waiting' | 'sentAt' | 'outcome'>;

/** Keep a scan: one transaction raises the phone's sequence, adds the scan and records its admission here. Resolves once committed. */
export async function recordScan(db: GateDatabase, scan: NewScan, admission: TicketUse | null): Promise<ScanRecord> {
  const tx = db.transaction(['device', 'scans', 'used'], 'readwrite');
  const device = await tx.objectStore('device').get('self');
  if (!device) throw new Error('this phone has not downloaded a match');
  const stored: ScanRecord = { ...scan, deviceId: device.id, seq: device.nextSeq, waiting: device.nextSeq, sentAt: null, outcome: null };
  await tx.objectStore('device').put({ ...device, nextSeq: device.nextSeq + 1 });
  await tx.objectStore('scans').add(stored);
  if (admission) await tx.objectStore('used').put(admission);
  await tx.done;
  return stored;
}

/** The phone for this match and gate. Another match is another phone to the server (a new id); the sequence keeps rising either way. */
export async function saveDevice(db: GateDatabase, at: Pick<DeviceRecord, 'matchId' | 'gateId' | 'label'>, newId: () => string = () => crypto.randomUUID()): Promise<DeviceRecord> {
  const tx = db.transaction('device', 'readwrite');
  const was = await tx.store.get('self');
  const device: DeviceRecord = { key: 'self', id: was && was.matchId === at.matchId ? was.id : newId(), nextSeq: was?.nextSeq ?? 1, ...at };
  await tx.store.put(device);
  await tx.done;
  return device;
}

/** The oldest scans still to send, in seq order. */
export const queuedScans = (db: GateDatabase, limit = GATE_SCAN_BATCH_MAX): Promise<ScanRecord[]> => db.getAllFromIndex('scans', 'waiting', undefined, limit);
export const queuedCount = (db: GateDatabase): Promise<number> => db.countFromIndex('scans', 'waiting');

/** The server stored these scans: they leave the queue, with its outcome kept. */
export async function markSent(db: GateDatabase, results: readonly GateScanResult[], at: Date): Promise<void> {
  const tx = db.transaction('scans', 'readwrite');
  for (const r of results) {
    const scan = await tx.store.get(r.key);
    if (!scan) continue;
    const { waiting: _sent, ...rest } = scan;
    await tx.store.put({ ...rest, sentAt: at.toISOString(), outcome: r.outcome });
  }
  await tx.done;
}

/** Uses heard from elsewhere: kept unless this phone already knows the ticket's use. Returns those that were new. */
export async function addHeardUses(db: GateDatabase, uses: readonly TicketUse[]): Promise<TicketUse[]> {
  const tx = db.transaction('used', 'readwrite');
  const added: TicketUse[] = [];
  for (const use of uses) {
    if (await tx.store.get(use.lookup)) continue;
    await tx.store.put(use);
    added.push(use);
  }
  await tx.done;
  return added;
}

/** Revocations only rise: a phone with an old list is late, never wrong the other way. */
export async function addRevocations(db: GateDatabase, revocations: readonly { lookup: string; below: number }[]): Promise<void> {
  const tx = db.transaction('revoked', 'readwrite');
  for (const r of revocations) {
    const was = await tx.store.get(r.lookup);
    if (!was || was.below < r.below) await tx.store.put(r);
  }
  await tx.done;
}

export const allUses = (db: GateDatabase) => db.getAll('used');
export const allRevocations = (db: GateDatabase) => db.getAll('revoked');
