/**
 * The phone's line to the server: its queued scans sent in seq order (batches of at most 200) on
 * `online`, on each socket (re)connection and every 10 s; what changed fetched every 15 s and on
 * each (re)connection; and the gate room (`gate:{matchId}`), whose admissions and revocations join
 * what the phone knows as they happen. Online means: the socket is connected, the server's last
 * answer to a scan was not late, and the browser has not said the network went since (a socket
 * outlives a lost network until its heartbeat fails, up to 45 s).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { io } from 'socket.io-client';
import type { GateAdmittedMessage, GateChanges, GateRevokedMessage, GateScanInput, GateScanResult } from '@club/core';
import { TOKEN_KEY } from '../http';
import { callJson } from './api';
import { markSent, queuedCount, queuedScans, type GateDatabase, type ScanRecord } from './queue';
import type { Decide, GateSession } from './session';

const SEND_EVERY_MS = 10_000;
const CHANGES_EVERY_MS = 15_000;
/** The whole pack again this often online: details of tickets issued since (their signed codes admit without them). */
export const PACK_REFRESH_MS = 30 * 60_000;

const toApi = (s: ScanRecord): GateScanInput => ({
  key: s.key, seq: s.seq, code: s.code, input: s.input, device_time: s.deviceTime, scanned_at: s.scannedAt, verdict: s.verdict,
  ...(s.gateId ? { gate_id: s.gateId } : {}), ...(s.gateOverride ? { gate_override: true } : {}),
});

const postScans = (deviceId: string, scans: ScanRecord[], decide: boolean) =>
  callJson<GateScanResult[]>('/gate/scans', { method: 'POST', body: JSON.stringify({ device_id: deviceId, ...(decide ? { decide } : {}), scans: scans.map(toApi) }) });

/** Sends the queue, oldest first, until it is empty (a phone's scans of an earlier match go under that match's phone id). */
export async function sendQueued(db: GateDatabase): Promise<void> {
  for (let batch = await queuedScans(db); batch.length; batch = await queuedScans(db)) {
    const deviceId = batch[0]!.deviceId;
    await markSent(db, await postScans(deviceId, batch.filter((s) => s.deviceId === deviceId), false), new Date());
  }
}

export function useGateLink(session: GateSession | null, { onHeard, onStalePack }: { onHeard: () => void; onStalePack: () => void }) {
  const [connected, setConnected] = useState(false);
  const [late, setLate] = useState(false);
  const [queued, setQueued] = useState<number | null>(null);
  const countQueue = useCallback(async () => { if (session) setQueued(await queuedCount(session.db)); }, [session]);
  // The page's callbacks change as it renders; the connection stays.
  const told = useRef({ onHeard, onStalePack });
  useEffect(() => { told.current = { onHeard, onStalePack }; });

  useEffect(() => {
    if (!session) return;
    const matchId = session.pack.matchId;
    let sending = false;
    let registered = false;
    const send = async () => {
      if (sending || !navigator.onLine) return;
      sending = true;
      try {
        // The phone may have been set up with no signal: the server must know it before its scans.
        if (!registered) {
          const d = session.device;
          await callJson('/gate/devices', { method: 'POST', body: JSON.stringify({ id: d.id, match_id: d.matchId, label: d.label, ...(d.gateId ? { gate_id: d.gateId } : {}) }) });
          registered = true;
        }
        await sendQueued(session.db);
        setLate(false);
      } catch { /* again on the next tick */ } finally {
        sending = false;
        await countQueue();
      }
    };
    const changes = async () => {
      if (!navigator.onLine) return;
      if (Date.now() - Date.parse(session.record.downloadedAt) > PACK_REFRESH_MS) told.current.onStalePack();
      const sentAt = Date.now();
      try {
        const answer = await callJson<GateChanges>(`/gate/matches/${matchId}/changes?rev=${session.record.rev}&scan=${session.record.scan}`);
        await session.applyChanges(answer, sentAt, Date.now());
        told.current.onHeard();
      } catch { /* again on the next tick */ }
    };
    const socket = io({ path: '/socket.io', auth: { token: localStorage.getItem(TOKEN_KEY) }, transports: ['websocket'] });
    socket.on('connect', () => {
      socket.emit('gate:join', matchId);
      setConnected(true);
      setLate(false);
      void send();
      void changes();
    });
    socket.on('disconnect', () => setConnected(false));
    socket.on('gate:admitted', (m: GateAdmittedMessage) => void session.hearAdmitted(m).then(() => told.current.onHeard()));
    socket.on('gate:revoked', (m: GateRevokedMessage) => void session.hearRevoked(m).then(() => told.current.onHeard()));
    const online = () => { void send(); void changes(); };
    const offline = () => setLate(true);
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    const timers = [setInterval(send, SEND_EVERY_MS), setInterval(changes, CHANGES_EVERY_MS)];
    void queuedCount(session.db).then(setQueued);
    return () => {
      socket.disconnect();
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
      timers.forEach(clearInterval);
      setConnected(false);
    };
  }, [session, countQueue]);

  const online = connected && !late;
  const decide: Decide | null = online && session ? async (scan) => {
    const [result] = await postScans(scan.deviceId, [scan], true);
    await markSent(session.db, [result!], new Date());
    return result!;
  } : null;
  return { online, queued, countQueue, decide, slow: useCallback(() => setLate(true), []) };
}
