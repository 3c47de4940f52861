import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodeProtectedHeader, exportPKCS8, generateKeyPair, jwtVerify, type CryptoKey } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WalletMatch, WalletTicket } from './apple-wallet.js';
import { googleWalletLink, readGoogleWalletConfig, type GoogleWalletConfig } from './google-wallet.js';

const ISSUER = '3388000000012345678';
const EMAIL = 'wallet@thunder-tickets.iam.gserviceaccount.com';
const ORIGIN = 'https://tickets.bangkokthunder.example';

const match: WalletMatch & { id: string } = {
  id: '7d9e1f20-3a4b-4c5d-8e6f-708192a3b4c5',
  home: 'Bangkok Thunder FC', away: 'Buriram Storm', homeTh: 'บางกอก ธันเดอร์ เอฟซี', awayTh: 'บุรีรัมย์ สตอร์ม',
  date: new Date('2026-11-28T10:45:00Z'),
  venue: 'Thunder Stadium', venueTh: 'สนามธันเดอร์', address: '1 Rama IV Rd, Bangkok', addressTh: '1 ถนนพระรามที่ 4 กรุงเทพฯ',
};
const place = (seat: number) => ({
  zone: { id: 'z1', code: 'W', name: 'West', nameTh: 'ฝั่งตะวันตก', colour: '#264653' },
  gates: [{ id: 'g1', code: 'A', name: 'Gate A', nameTh: 'ประตู A' }, { id: 'g2', code: 'B', name: 'Gate B', nameTh: 'ประตู B' }],
  seat: { row: 'D', number: 20 + seat, wheelchair: false },
});
const ticket = (seat: number, id: string): WalletTicket => ({ id, ticketNumber: `T-2611-0042-0${seat}`, seat, place: place(seat), qr: `TICKET:T-2611-0042-0${seat}:${id}` });
const tickets = [ticket(1, '0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d'), ticket(2, '1b2c3d4e-5f6a-4b7c-8d8e-9f0a1b2c3d4e'), ticket(3, '2c3d4e5f-6a7b-4c8d-9e9f-0a1b2c3d4e5f')];
const purchase = { reference: 'TK-AB12-CD34', holderName: 'Somchai Jaidee', match, tickets };

let publicKey: CryptoKey;
let config: GoogleWalletConfig;
beforeAll(async () => {
  const pair = await generateKeyPair('RS256', { extractable: true });
  publicKey = pair.publicKey;
  config = { issuerId: ISSUER, serviceAccountEmail: EMAIL, privateKey: await exportPKCS8(pair.privateKey), origin: ORIGIN };
});

const PREFIX = 'https://pay.google.com/gp/v/save/';
async function claims(link: string) {
  expect(link.startsWith(PREFIX)).toBe(true);
  const jwt = link.slice(PREFIX.length);
  expect(decodeProtectedHeader(jwt)).toEqual({ alg: 'RS256', typ: 'JWT' });
  return (await jwtVerify(jwt, publicKey, { audience: 'google', issuer: EMAIL, algorithms: ['RS256'] })).payload as any;
}
const inLanguage = (s: { defaultValue: { language: string; value: string }; translatedValues: { language: string; value: string }[] }, language: string) =>
  [s.defaultValue, ...s.translatedValues].find((t) => t.language === language)?.value;

describe('a "Save to Google Wallet" link', () => {
  it("is Google's save URL with a JWT signed (RS256) by the service account: aud google, typ savetowallet, the site as origin", async () => {
    const before = Math.floor(Date.now() / 1000);
    const payload = await claims(await googleWalletLink(config, { lang: 'en', ...purchase }));
    expect(payload).toMatchObject({ iss: EMAIL, aud: 'google', typ: 'savetowallet', origins: [ORIGIN] });
    expect(payload.iat).toBeGreaterThanOrEqual(before);
    expect(Object.keys(payload.payload).sort()).toEqual(['eventTicketClasses', 'eventTicketObjects']);
  });

  it("holds the match as one event ticket class, in English with Thai translations, kick-off on the venue's clock", async () => {
    const { payload } = await claims(await googleWalletLink(config, { lang: 'th', ...purchase }));
    expect(payload.eventTicketClasses).toHaveLength(1);
    const cls = payload.eventTicketClasses[0];
    expect(cls).toMatchObject({
      id: `${ISSUER}.match-${match.id}`, issuerName: 'Bangkok Thunder FC', reviewStatus: 'UNDER_REVIEW',
      dateTime: { start: '2026-11-28T17:45:00+07:00' },
      eventName: { defaultValue: { language: 'en-US', value: 'Bangkok Thunder FC vs Buriram Storm' }, translatedValues: [{ language: 'th', value: 'บางกอก ธันเดอร์ เอฟซี พบ บุรีรัมย์ สตอร์ม' }] },
    });
    // Shared by every buyer: English first whoever saved it.
    expect(cls.venue.name.defaultValue).toEqual({ language: 'en-US', value: 'Thunder Stadium' });
    expect(inLanguage(cls.venue.name, 'th')).toBe('สนามธันเดอร์');
    expect(inLanguage(cls.venue.address, 'th')).toBe('1 ถนนพระรามที่ 4 กรุงเทพฯ');
    expect(inLanguage(cls.customConfirmationCodeLabel, 'th')).toBe('หมายเลขอ้างอิง');
  });

  it('holds one object per ticket, of that class, with its QR code, number, holder, reference and "Entry n of 3" in both languages', async () => {
    const { payload } = await claims(await googleWalletLink(config, { lang: 'en', ...purchase }));
    const classId = payload.eventTicketClasses[0].id;
    expect(payload.eventTicketObjects).toHaveLength(3);
    for (const [i, object] of (payload.eventTicketObjects as any[]).entries()) {
      const t = tickets[i]!;
      expect(object).toMatchObject({
        id: `${ISSUER}.ticket-${t.id}`, classId, state: 'ACTIVE',
        barcode: { type: 'QR_CODE', value: t.qr, alternateText: t.ticketNumber },
        ticketHolderName: 'Somchai Jaidee', ticketNumber: t.ticketNumber,
        reservationInfo: { confirmationCode: 'TK-AB12-CD34' },
        groupingInfo: { groupingId: 'purchase-TK-AB12-CD34', sortIndex: t.seat },
        seatInfo: {
          section: { defaultValue: { language: 'en-US', value: 'West' }, translatedValues: [{ language: 'th', value: 'ฝั่งตะวันตก' }] },
          gate: { defaultValue: { language: 'en-US', value: 'Gate A or Gate B' }, translatedValues: [{ language: 'th', value: 'ประตู A หรือ ประตู B' }] },
          row: { defaultValue: { value: 'D' } }, seat: { defaultValue: { value: String(20 + t.seat) } },
        },
      });
      expect(object.id).toMatch(/^\d+\.[\w.-]+$/);
      const entry = object.textModulesData.find((m: { id: string }) => m.id === 'entry');
      expect(entry).toMatchObject({ header: 'Entry', body: `${t.seat} of 3` });
      expect(inLanguage(entry.localizedHeader, 'th')).toBe('ตั๋วใบที่');
      expect(inLanguage(entry.localizedBody, 'th')).toBe(`${t.seat} จาก 3`);
      const gate = object.textModulesData.find((m: { id: string }) => m.id === 'gate');
      expect(inLanguage(gate.localizedBody, 'th')).toContain('30 นาที');
    }

    // A Thai buyer's own tickets default to Thai (the class stays English), English as the translation.
    const thai = await claims(await googleWalletLink(config, { lang: 'th', ...purchase, tickets: [tickets[1]!], quantity: 3 }));
    const [only] = thai.payload.eventTicketObjects;
    const entry = only.textModulesData.find((m: { id: string }) => m.id === 'entry');
    expect(entry).toMatchObject({ header: 'ตั๋วใบที่', body: '2 จาก 3', localizedBody: { defaultValue: { language: 'th', value: '2 จาก 3' }, translatedValues: [{ language: 'en-US', value: '2 of 3' }] } });
    expect(only.barcode.value).toBe(tickets[1]!.qr);
  });

  it('refuses an id Google would not take', async () => {
    await expect(googleWalletLink(config, { lang: 'en', ...purchase, tickets: [{ ...tickets[0]!, id: 'not/a valid id' }] })).rejects.toThrow(/only letters, digits/);
  });
});

describe('Google Wallet configuration', () => {
  let dir: string;
  let pem: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'google-wallet-'));
    pem = config.privateKey;
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is off with nothing set, and names what is missing when only part is set', () => {
    expect(readGoogleWalletConfig({}, ORIGIN)).toBeNull();
    expect(readGoogleWalletConfig({ GOOGLE_WALLET_ISSUER_ID: ' ' }, ORIGIN)).toBeNull();
    expect(() => readGoogleWalletConfig({ GOOGLE_WALLET_ISSUER_ID: ISSUER }, ORIGIN)).toThrow(/set GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL, GOOGLE_WALLET_PRIVATE_KEY \(or GOOGLE_WALLET_SERVICE_ACCOUNT_FILE, the service account's JSON key\), or unset/);
    expect(() => readGoogleWalletConfig({ GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL: EMAIL, GOOGLE_WALLET_PRIVATE_KEY: pem }, ORIGIN)).toThrow(/set GOOGLE_WALLET_ISSUER_ID, or unset/);
    writeFileSync(join(dir, 'no-key.json'), JSON.stringify({ client_email: EMAIL }));
    expect(() => readGoogleWalletConfig({ GOOGLE_WALLET_ISSUER_ID: ISSUER, GOOGLE_WALLET_SERVICE_ACCOUNT_FILE: join(dir, 'no-key.json') }, ORIGIN)).toThrow(/set GOOGLE_WALLET_PRIVATE_KEY \(.*no-key\.json lacks client_email or private_key\)/);
  });

  it('reads the key as PEM text, one-line PEM, a PEM file or the service account JSON key, and the origin as an origin', () => {
    const wanted = { issuerId: ISSUER, serviceAccountEmail: EMAIL, origin: ORIGIN };
    expect(readGoogleWalletConfig({ GOOGLE_WALLET_ISSUER_ID: ISSUER, GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL: EMAIL, GOOGLE_WALLET_PRIVATE_KEY: pem }, `${ORIGIN}/`)).toEqual({ ...wanted, privateKey: pem.trim() });
    expect(readGoogleWalletConfig({ GOOGLE_WALLET_ISSUER_ID: ISSUER, GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL: EMAIL, GOOGLE_WALLET_PRIVATE_KEY: pem.trim().replace(/\n/g, '\\n') }, ORIGIN)).toEqual({ ...wanted, privateKey: pem.trim() });
    writeFileSync(join(dir, 'wallet.pem'), pem);
    expect(readGoogleWalletConfig({ GOOGLE_WALLET_ISSUER_ID: ISSUER, GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL: EMAIL, GOOGLE_WALLET_PRIVATE_KEY: join(dir, 'wallet.pem') }, ORIGIN)).toEqual({ ...wanted, privateKey: pem });
    writeFileSync(join(dir, 'service-account.json'), JSON.stringify({ type: 'service_account', client_email: EMAIL, private_key: pem, private_key_id: 'abc' }));
    expect(readGoogleWalletConfig({ GOOGLE_WALLET_ISSUER_ID: ISSUER, GOOGLE_WALLET_SERVICE_ACCOUNT_FILE: join(dir, 'service-account.json') }, ORIGIN)).toEqual({ ...wanted, privateKey: pem });
  });

  it('refuses, naming the variable, an issuer id that is not a number, a key that is not RSA, an unreadable JSON key, a bad origin', () => {
    const env = { GOOGLE_WALLET_ISSUER_ID: ISSUER, GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL: EMAIL, GOOGLE_WALLET_PRIVATE_KEY: pem };
    expect(() => readGoogleWalletConfig({ ...env, GOOGLE_WALLET_ISSUER_ID: 'thunder' }, ORIGIN)).toThrow(/GOOGLE_WALLET_ISSUER_ID must be the issuer's number/);
    const ec = generateKeyPairSync('ec', { namedCurve: 'P-256', privateKeyEncoding: { type: 'pkcs8', format: 'pem' }, publicKeyEncoding: { type: 'spki', format: 'pem' } }).privateKey;
    expect(() => readGoogleWalletConfig({ ...env, GOOGLE_WALLET_PRIVATE_KEY: ec }, ORIGIN)).toThrow(/GOOGLE_WALLET_PRIVATE_KEY: the service account's key must be RSA/);
    expect(() => readGoogleWalletConfig({ ...env, GOOGLE_WALLET_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----\\nnope\\n-----END PRIVATE KEY-----' }, ORIGIN)).toThrow(/GOOGLE_WALLET_PRIVATE_KEY: cannot read the private key/);
    writeFileSync(join(dir, 'broken.json'), '{ not json');
    expect(() => readGoogleWalletConfig({ GOOGLE_WALLET_ISSUER_ID: ISSUER, GOOGLE_WALLET_SERVICE_ACCOUNT_FILE: join(dir, 'broken.json') }, ORIGIN)).toThrow(/GOOGLE_WALLET_SERVICE_ACCOUNT_FILE: cannot read/);
    expect(() => readGoogleWalletConfig(env, 'not a url')).toThrow(/public origin/);
    expect(() => readGoogleWalletConfig(env, 'ftp://tickets.example')).toThrow(/http\(s\) origin/);
  });
});
