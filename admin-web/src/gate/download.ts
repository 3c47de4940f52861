/** Setting the phone up for a match: register it, download the match's pack, keep it, and open the session on it. */
import { call, callJson } from './api';
import { loadPack } from './offline-pack';
import { saveDevice, type DeviceRecord, type GateDatabase, type PackRecord } from './queue';
import { GateSession } from './session';

/** The browser has no WebCrypto Ed25519: it cannot check signed codes offline (gate.noCrypto). */
export class NoCrypto extends Error {}

/** The pack's bytes parsed and its keys imported; NoCrypto where the browser cannot. */
export async function openPack(bytes: Uint8Array) {
  try {
    return await loadPack(bytes);
  } catch {
    throw new NoCrypto();
  }
}

export async function downloadMatch(db: GateDatabase, at: Pick<DeviceRecord, 'matchId' | 'gateId' | 'label'>): Promise<GateSession> {
  const device = await saveDevice(db, at);
  await callJson('/gate/devices', { method: 'POST', body: JSON.stringify({ id: device.id, match_id: device.matchId, label: device.label, ...(device.gateId ? { gate_id: device.gateId } : {}) }) });
  const sentAt = Date.now();
  const res = await call(`/gate/matches/${device.matchId}/pack`);
  const bytes = new Uint8Array(await res.arrayBuffer());
  const receivedAt = Date.now();
  const pack = await openPack(bytes);
  if (!pack) throw new Error('not a gate pack');
  // The pack's own server_time is its build's (a build serves for a minute): the answer's Date is now, to the second.
  const serverNow = Date.parse(res.headers.get('date') ?? '') + 500 || Date.parse(pack.meta.server_time);
  const record: PackRecord = {
    matchId: device.matchId, bytes, etag: res.headers.get('etag'), downloadedAt: new Date(receivedAt).toISOString(),
    offsetMs: serverNow - (sentAt + receivedAt) / 2, rev: pack.meta.rev, scan: pack.meta.scan, held: null, dataAt: new Date(receivedAt).toISOString(),
  };
  await db.put('packs', record);
  return GateSession.open(db, pack, record, device);
}
