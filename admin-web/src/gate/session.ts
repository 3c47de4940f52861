/**
 * A phone at a gate with its match downloaded: it decides each scan from its pack, keeps the scan
 * (the verdict shows only once that has committed), and, while online, lets the server decide at
 * once. What it hears (changes, the gate room) joins what it knows.
 */
import type { GateAdmittedMessage, GateChanges, GateRevokedMessage, GateScanResult, GateVerdict, ParsedTicketCode } from '@club/core';
import { judgeScan, type GateKnowledge, type OfflinePack, type TicketUse } from './offline-pack';
import {
  addHeardUses, addRevocations, allRevocations, allUses, recordScan, type DeviceRecord, type GateDatabase, type PackRecord, type ScanInput, type ScanRecord,
} from './queue';

/** The server's answer to an online scan: at most this long, then the phone's own verdict shows. */
export const DECIDE_WAIT_MS = 1500;

export interface ShownTicket { initials: string; zone: { name: string; name_th: string; colour: string } | null; row: string; seat: number; wheelchair: boolean }

/** A verdict as the steward sees it. */
export interface Shown {
  key: string;
  verdict: GateVerdict;
  /** Who decided: the server (online) or this phone. */
  by: 'server' | 'phone';
  ticket: ShownTicket | null;
  /** already_used: the first use. */
  use: TicketUse | null;
  /** wrong_gate: the gate bits the code admits at. */
  gateBits: number[];
  code: ParsedTicketCode | null;
  lookup: string | null;
  /** The code as read, and how: staff may admit a wrong-gate ticket here anyway. */
  text: string;
  input: ScanInput;
}

/** Sends one scan for the server to decide, and marks it sent when it answers. */
export type Decide = (scan: ScanRecord) => Promise<GateScanResult>;

const timeout = <T>(promise: Promise<T>, ms: number): Promise<T | null> =>
  Promise.race([promise, new Promise<null>((resolve) => setTimeout(() => resolve(null), ms))]);

export class GateSession {
  private constructor(
    readonly db: GateDatabase,
    readonly pack: OfflinePack,
    public record: PackRecord,
    readonly device: DeviceRecord,
    readonly known: GateKnowledge,
  ) {}

  /** The pack's knowledge, and what this phone recorded or heard since (kept in its storage). */
  static async open(db: GateDatabase, pack: OfflinePack, record: PackRecord, device: DeviceRecord): Promise<GateSession> {
    const [uses, revocations] = await Promise.all([allUses(db), allRevocations(db)]);
    const known: GateKnowledge = {
      used: new Map([...pack.knowledge.used, ...uses.map((u) => [u.lookup, u] as const)]),
      revoked: new Map(pack.knowledge.revoked),
      held: new Set(record.held ?? pack.knowledge.held),
    };
    for (const r of revocations) known.revoked.set(r.lookup, Math.max(r.below, known.revoked.get(r.lookup) ?? 0));
    return new GateSession(db, pack, record, device, known);
  }

  /** The server's time, by this phone's clock and its measured offset. */
  now(): Date {
    return new Date(Date.now() + this.record.offsetMs);
  }

  get gateBit(): number | null {
    return this.pack.meta.gates.find((g) => g.id === this.device.gateId)?.bit ?? null;
  }

  /** Admissions known at this gate, and those of this phone. */
  counts(): { gate: number; phone: number } {
    const uses = [...this.known.used.values()];
    return { gate: uses.filter((u) => u.gateBit === this.gateBit).length, phone: uses.filter((u) => u.here).length };
  }

  /**
   * Decide and keep one scan. The phone decides; the scan is kept (one transaction); then, with
   * `decide` (online), the server's verdict shows when it answers within DECIDE_WAIT_MS. `onLate`
   * runs when it did not: the phone should count itself offline. `steward` (who is signed in may
   * only scan) unless said otherwise.
   */
  async scan(text: string, input: ScanInput, opts: { steward?: boolean; decide?: Decide | null; gateOverride?: boolean; onLate?: () => void } = {}): Promise<Shown> {
    const steward = opts.steward ?? true;
    const deviceTime = new Date();
    const now = new Date(deviceTime.getTime() + this.record.offsetMs);
    const judged = await judgeScan(this.pack, this.known, text, { gateId: this.device.gateId, steward, now });
    const override = opts.gateOverride === true && !steward && judged.verdict === 'wrong_gate';
    const entered = judged.verdict === 'admitted' || override;
    const admission = entered && judged.lookup ? { lookup: judged.lookup, at: now.toISOString(), gateBit: this.gateBit, gateName: null, here: true } : null;
    const stored = await recordScan(this.db, {
      key: crypto.randomUUID(), matchId: this.pack.matchId, gateId: this.device.gateId, code: text.trim().slice(0, 200), lookup: judged.lookup, input,
      verdict: judged.verdict, gateOverride: override, deviceTime: deviceTime.toISOString(), scannedAt: now.toISOString(),
    }, admission);
    if (admission) this.known.used.set(admission.lookup, admission);
    const details = judged.details;
    const zone = details ? this.pack.meta.zones[details.zoneIndex] ?? null : null;
    const shown: Shown = {
      key: stored.key, verdict: override ? 'admitted' : judged.verdict, by: 'phone', use: judged.use, gateBits: judged.gateBits, code: judged.code, lookup: judged.lookup, text: stored.code, input,
      ticket: details ? { initials: details.initials, zone, row: details.row, seat: details.seat, wheelchair: details.wheelchair } : null,
    };
    if (!opts.decide) return shown;
    const answer = await timeout(opts.decide(stored).catch(() => null), DECIDE_WAIT_MS);
    if (!answer) {
      opts.onLate?.();
      return shown;
    }
    return this.fromServer(shown, answer);
  }

  /**
   * The server's verdict of an online scan. What it says of the ticket's use replaces this phone's
   * own record; a use the phone heard of before (with its gate) is kept.
   */
  private async fromServer(local: Shown, answer: GateScanResult): Promise<Shown> {
    const t = answer.ticket;
    const lookup = local.lookup;
    const heard = lookup ? this.known.used.get(lookup) : undefined;
    const told: TicketUse | null = lookup && t?.used_at
      ? { lookup, at: t.used_at, gateBit: answer.verdict === 'admitted' ? this.gateBit : null, gateName: t.used_gate, here: answer.verdict === 'admitted' }
      : null;
    const use = answer.verdict === 'admitted' ? told : answer.verdict === 'already_used' ? (heard && !heard.here ? heard : told) : null;
    if (use && use !== heard) {
      this.known.used.set(use.lookup, use);
      await this.db.put('used', use);
    } else if (lookup && !use && answer.verdict !== 'already_used' && heard?.here) {
      // The phone would have admitted it; the server did not: it is not used here.
      this.known.used.delete(lookup);
      await this.db.delete('used', lookup);
    }
    return {
      ...local, verdict: answer.verdict, by: 'server', use: answer.verdict === 'already_used' ? use : null,
      ticket: t ? { initials: t.initials, zone: t.zone, row: t.place?.row ?? '', seat: t.place?.number ?? 0, wheelchair: local.ticket?.wheelchair ?? false } : local.ticket,
    };
  }

  /** GET …/changes: revocations, the held list and admissions since the cursors, and the server's time. */
  async applyChanges(changes: GateChanges, sentAt: number, receivedAt: number): Promise<void> {
    await this.hear(changes.admissions.map((a) => ({ lookup: a.lookup, at: a.at, gateBit: a.gate_bit, gateName: a.device, here: false })));
    await this.revoke(changes.revocations);
    for (const lookup of this.known.held) if (!changes.held.includes(lookup)) this.known.held.delete(lookup);
    for (const lookup of changes.held) this.known.held.add(lookup);
    const offsetMs = Date.parse(changes.server_time) - (sentAt + receivedAt) / 2;
    this.record = { ...this.record, rev: changes.rev, scan: changes.scan, held: changes.held, offsetMs, dataAt: new Date(receivedAt).toISOString() };
    await this.db.put('packs', this.record);
  }

  async hearAdmitted(m: GateAdmittedMessage): Promise<void> {
    await this.hear([{ lookup: m.lookup, at: m.at, gateBit: m.gateBit, gateName: m.device, here: false }]);
  }

  async hearRevoked(m: GateRevokedMessage): Promise<void> {
    await this.revoke([m]);
  }

  private async hear(uses: TicketUse[]): Promise<void> {
    for (const use of await addHeardUses(this.db, uses.filter((u) => !this.known.used.has(u.lookup)))) this.known.used.set(use.lookup, use);
  }

  private async revoke(revocations: { lookup: string; below: number }[]): Promise<void> {
    await addRevocations(this.db, revocations);
    for (const r of revocations) this.known.revoked.set(r.lookup, Math.max(r.below, this.known.revoked.get(r.lookup) ?? 0));
  }
}
