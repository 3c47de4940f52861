import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import forge from 'node-forge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applePass, readAppleWalletConfig, type AppleWalletConfig, type WalletMatch, type WalletTicket } from './apple-wallet.js';
import { makeSigningIdentity, PASS_TYPE, TEAM } from './test-wallet.js';


const match: WalletMatch = {
  home: 'Bangkok Thunder FC', away: 'Buriram Storm', homeTh: 'บางกอก ธันเดอร์ เอฟซี', awayTh: 'บุรีรัมย์ สตอร์ม',
  date: new Date('2026-11-28T10:45:00Z'),
  venue: 'Thunder Stadium', venueTh: 'สนามธันเดอร์', address: '1 Rama IV Rd, Bangkok', addressTh: '1 ถนนพระรามที่ 4 กรุงเทพฯ',
  location: { latitude: 13.7246, longitude: 100.5292 },
};
const place = {
  zone: { id: 'z1', code: 'E', name: 'East', nameTh: 'ฝั่งตะวันออก', colour: '#2a9d8f' },
  gates: [{ id: 'g1', code: 'C', name: 'Gate C', nameTh: 'ประตู C' }],
  seat: { row: 'C', number: 12, wheelchair: false },
};
const ticket: WalletTicket = { id: '3f1c2a4e-9b7d-4c1e-8f2a-5d6b7c8e9f01', ticketNumber: 'T-2611-0042-02', seat: 2, place, qr: 'TICKET:T-2611-0042-02:3f1c2a4e-9b7d-4c1e-8f2a-5d6b7c8e9f01' };
const purchase = { reference: 'TK-AB12-CD34', holderName: 'Somchai Jaidee', quantity: 3, match, ticket };

let identity: ReturnType<typeof makeSigningIdentity>;
let config: AppleWalletConfig;
beforeAll(() => {
  identity = makeSigningIdentity();
  config = {
    passTypeIdentifier: PASS_TYPE, teamIdentifier: TEAM,
    signerCert: forge.pki.certificateToPem(identity.signer),
    // Encrypted, as Keychain exports it.
    signerKey: forge.pki.encryptRsaPrivateKey(identity.signerKey, 'open sesame'),
    signerKeyPassphrase: 'open sesame',
    wwdr: forge.pki.certificateToPem(identity.wwdr),
  };
});

const text = (file: Uint8Array | undefined) => Buffer.from(file!).toString('utf8');
const sha1 = (data: Uint8Array | string) => createHash('sha1').update(data).digest('hex');
/** A pass.strings file as a table, its escapes undone. */
function strings(file: Uint8Array | undefined): Record<string, string> {
  const unescape = (s: string) => s.replace(/\\(.)/g, (_, c: string) => (c === 'n' ? '\n' : c));
  return Object.fromEntries([...text(file).matchAll(/^"((?:[^"\\]|\\.)*)" = "((?:[^"\\]|\\.)*)";$/gm)].map(([, k, v]) => [unescape(k!), unescape(v!)]));
}
const pngSize = (png: Uint8Array | undefined) => {
  const b = Buffer.from(png!);
  expect(b.subarray(1, 4).toString()).toBe('PNG');
  return [b.readUInt32BE(16), b.readUInt32BE(20)];
};

describe('an Apple Wallet pass', () => {
  it("is one event ticket per ticket: its QR code, serial number, kick-off, stadium, the purchase's fields and the club's colours", async () => {
    const files = unzipSync(new Uint8Array(await applePass(config, { lang: 'en', ...purchase })));
    const pass = JSON.parse(text(files['pass.json']));
    expect(pass).toMatchObject({
      formatVersion: 1, passTypeIdentifier: PASS_TYPE, teamIdentifier: TEAM, serialNumber: ticket.id, organizationName: 'Bangkok Thunder FC',
      description: 'Bangkok Thunder FC ticket: Bangkok Thunder FC vs Buriram Storm',
      backgroundColor: 'rgb(11, 26, 58)', foregroundColor: 'rgb(255, 255, 255)', labelColor: 'rgb(255, 214, 10)',
      groupingIdentifier: 'purchase-TK-AB12-CD34',
      relevantDate: '2026-11-28T10:45:00.000Z',
      relevantDates: [{ startDate: '2026-11-28T07:45:00.000Z', endDate: '2026-11-28T12:45:00.000Z' }],
      locations: [{ latitude: 13.7246, longitude: 100.5292, relevantText: 'Welcome to Thunder Stadium: open your ticket at the gate.' }],
      semantics: {
        eventType: 'PKEventTypeSports', eventStartDate: '2026-11-28T17:45:00+07:00', homeTeamName: 'Bangkok Thunder FC', awayTeamName: 'Buriram Storm', venueName: 'Thunder Stadium',
        venueEntrance: 'Gate C', seats: [{ seatSection: 'East', seatSectionColor: 'rgb(42, 157, 143)', seatRow: 'C', seatNumber: '12' }],
      },
    });
    expect(pass.barcodes).toEqual([{ format: 'PKBarcodeFormatQR', message: ticket.qr, messageEncoding: 'iso-8859-1', altText: 'T-2611-0042-02' }]);
    const fields = (list: { key: string; label?: string; value: unknown }[]) => Object.fromEntries(list.map((f) => [f.key, f]));
    const { headerFields, primaryFields, secondaryFields, auxiliaryFields, backFields } = pass.eventTicket;
    // The zone stays in sight while the purchase's passes are stacked.
    expect(fields(headerFields)).toEqual({ zone: { key: 'zone', label: 'Zone', value: 'East' } });
    expect(fields(primaryFields)).toEqual({ match: { key: 'match', label: 'Match', value: 'Bangkok Thunder FC vs Buriram Storm' } });
    // Kick-off on the stadium's clock (17:45 in Bangkok), written by the phone in its own format.
    expect(fields(secondaryFields).kickoff).toEqual({ key: 'kickoff', label: 'Kick-off', value: '2026-11-28T17:45:00+07:00', dateStyle: 'PKDateStyleMedium', timeStyle: 'PKDateStyleShort', ignoresTimeZone: true });
    expect(fields(secondaryFields).venue).toMatchObject({ value: 'Thunder Stadium' });
    expect(fields(auxiliaryFields)).toMatchObject({
      gate: { label: 'Enter by', value: 'Gate C' }, seat: { label: 'Seat', value: 'Row C · Seat 12' },
      entry: { label: 'Entry', value: '2 of 3' }, ticket: { label: 'Ticket', value: 'T-2611-0042-02' },
    });
    expect(fields(backFields)).toMatchObject({
      reference: { value: 'TK-AB12-CD34' }, holder: { value: 'Somchai Jaidee' }, where: { value: 'Thunder Stadium\n1 Rama IV Rd, Bangkok' },
      advice: { value: expect.stringContaining('30 minutes before kick-off') },
    });
    // The pictures Wallet requires, at their sizes.
    expect(pngSize(files['icon.png'])).toEqual([29, 29]);
    expect(pngSize(files['icon@2x.png'])).toEqual([58, 58]);
    expect(pngSize(files['logo.png'])![1]).toBe(50);
  });

  it('lists every other file with its SHA-1 in manifest.json, and signs the manifest (detached PKCS#7) with the pass certificate, WWDR included', async () => {
    const files = unzipSync(new Uint8Array(await applePass(config, { lang: 'en', ...purchase })));
    const manifestBytes = files['manifest.json']!;
    const manifest = JSON.parse(text(manifestBytes));
    const others = Object.keys(files).filter((name) => name !== 'manifest.json' && name !== 'signature' && !name.endsWith('/'));
    expect(Object.keys(manifest).sort()).toEqual(others.sort());
    expect(others).toEqual(expect.arrayContaining(['pass.json', 'icon.png', 'logo.png', 'en.lproj/pass.strings', 'th.lproj/pass.strings']));
    for (const name of others) expect(manifest[name], name).toBe(sha1(files[name]!));

    const p7 = forge.pkcs7.messageFromAsn1(forge.asn1.fromDer(forge.util.createBuffer(Buffer.from(files.signature!).toString('binary')))) as forge.pkcs7.PkcsSignedData & { rawCapture: Record<string, any> };
    const raw = p7.rawCapture;
    // Detached: the manifest is not inside.
    expect(raw.content).toBeUndefined();
    // The signer's certificate and the WWDR certificate ride along.
    const carried = p7.certificates.map((c) => forge.pki.certificateToPem(c));
    expect(carried).toEqual(expect.arrayContaining([forge.pki.certificateToPem(identity.signer), forge.pki.certificateToPem(identity.wwdr)]));
    // One signer: the pass certificate (issuer and serial), SHA-1.
    expect(raw.signerInfos).toHaveLength(1);
    expect(forge.util.createBuffer(raw.serial).toHex()).toBe(identity.signer.serialNumber);
    expect(forge.asn1.derToOid(raw.digestAlgorithm)).toBe(forge.pki.oids.sha1);
    // Its signed attributes hold the manifest's digest…
    const attributes = raw.authenticatedAttributes as forge.asn1.Asn1[];
    const attribute = (oid: string) => attributes.find((a) => forge.asn1.derToOid((a.value as forge.asn1.Asn1[])[0]!.value as string) === oid);
    const digestAttribute = attribute(forge.pki.oids.messageDigest!)!;
    const digest = ((digestAttribute.value as forge.asn1.Asn1[])[1]!.value as forge.asn1.Asn1[])[0]!.value as string;
    expect(forge.util.bytesToHex(digest)).toBe(sha1(manifestBytes));
    expect(attribute(forge.pki.oids.signingTime!)).toBeDefined();
    // …and the signature over them (DER, as a SET) verifies with the certificate's public key.
    const signedBytes = forge.asn1.toDer(forge.asn1.create(forge.asn1.Class.UNIVERSAL, forge.asn1.Type.SET, true, attributes)).getBytes();
    const md = forge.md.sha1.create().update(signedBytes);
    expect((identity.signer.publicKey as forge.pki.rsa.PublicKey).verify(md.digest().bytes(), raw.signature)).toBe(true);
    // Another file (or another manifest) would not verify.
    const tampered = forge.md.sha1.create().update(signedBytes + ' ');
    expect((identity.signer.publicKey as forge.pki.rsa.PublicKey).verify(tampered.digest().bytes(), raw.signature)).toBe(false);
  });

  it("carries English and Thai: a Thai phone shows Thai, an English one English, the text itself is the buyer's language", async () => {
    const en = unzipSync(new Uint8Array(await applePass(config, { lang: 'en', ...purchase })));
    const th = strings(en['th.lproj/pass.strings']);
    const english = strings(en['en.lproj/pass.strings']);
    expect(th['Bangkok Thunder FC vs Buriram Storm']).toBe('บางกอก ธันเดอร์ เอฟซี พบ บุรีรัมย์ สตอร์ม');
    expect(th['Kick-off']).toBe('เริ่มการแข่งขัน');
    expect(th['2 of 3']).toBe('2 จาก 3');
    expect([th['East'], th['Gate C'], th['Row C · Seat 12'], th['Enter by']]).toEqual(['ฝั่งตะวันออก', 'ประตู C', 'แถว C · ที่นั่ง 12', 'เข้าทาง']);
    expect(th['Thunder Stadium\n1 Rama IV Rd, Bangkok']).toBe('สนามธันเดอร์\n1 ถนนพระรามที่ 4 กรุงเทพฯ');
    expect(th['Bangkok Thunder FC ticket: Bangkok Thunder FC vs Buriram Storm']).toBe('ตั๋วเข้าชม บางกอก ธันเดอร์ เอฟซี พบ บุรีรัมย์ สตอร์ม');
    expect(english['Kick-off']).toBe('Kick-off');
    // Every text of pass.json is in both tables.
    const pass = JSON.parse(text(en['pass.json']));
    const texts = [pass.description, ...Object.values(pass.eventTicket).flatMap((list) => (list as { label?: string }[]).map((f) => f.label))].filter(Boolean);
    for (const t of texts) {
      expect(th[t], t).toBeDefined();
      expect(english[t], t).toBe(t);
    }

    const thai = unzipSync(new Uint8Array(await applePass(config, { lang: 'th', ...purchase, match: { ...match, location: undefined } })));
    const thaiPass = JSON.parse(text(thai['pass.json']));
    expect(thaiPass.eventTicket.primaryFields[0]).toMatchObject({ label: 'การแข่งขัน', value: 'บางกอก ธันเดอร์ เอฟซี พบ บุรีรัมย์ สตอร์ม' });
    expect(thaiPass.barcodes[0].message).toBe(ticket.qr);
    expect(thaiPass.eventTicket.headerFields[0]).toMatchObject({ label: 'โซน', value: 'ฝั่งตะวันออก' });
    expect(thaiPass.locations).toBeUndefined();
    expect(strings(thai['en.lproj/pass.strings'])['บางกอก ธันเดอร์ เอฟซี พบ บุรีรัมย์ สตอร์ม']).toBe('Bangkok Thunder FC vs Buriram Storm');
  });

  it('fails, rather than making an unsigned pass, when the key\'s passphrase is wrong', async () => {
    await expect(applePass({ ...config, signerKeyPassphrase: 'wrong' }, { lang: 'en', ...purchase })).rejects.toThrow();
  });
});

describe('Apple Wallet configuration', () => {
  let dir: string;
  beforeAll(() => (dir = mkdtempSync(join(tmpdir(), 'apple-wallet-'))));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const env = () => ({
    APPLE_WALLET_PASS_TYPE_ID: PASS_TYPE,
    APPLE_WALLET_TEAM_ID: TEAM,
    APPLE_WALLET_CERT: config.signerCert,
    APPLE_WALLET_KEY: config.signerKey,
    APPLE_WALLET_KEY_PASSPHRASE: 'open sesame',
    APPLE_WALLET_WWDR: config.wwdr,
  });

  it('is off with nothing set, and names what is missing when only part is set', () => {
    expect(readAppleWalletConfig({})).toBeNull();
    expect(readAppleWalletConfig({ APPLE_WALLET_CERT: '', APPLE_WALLET_KEY: '  ' })).toBeNull();
    expect(() => readAppleWalletConfig({ APPLE_WALLET_PASS_TYPE_ID: PASS_TYPE, APPLE_WALLET_TEAM_ID: TEAM, APPLE_WALLET_CERT: config.signerCert })).toThrow(/APPLE_WALLET_KEY, APPLE_WALLET_WWDR/);
    expect(() => readAppleWalletConfig({ ...env(), APPLE_WALLET_TEAM_ID: undefined })).toThrow(/set APPLE_WALLET_TEAM_ID/);
  });

  it('reads PEM text, one-line PEM or PEM files (the WWDR certificate as DER too), with the key passphrase', () => {
    const wanted = { passTypeIdentifier: PASS_TYPE, teamIdentifier: TEAM, signerKeyPassphrase: 'open sesame' };
    expect(readAppleWalletConfig(env())).toEqual({ ...wanted, signerCert: config.signerCert.trim(), signerKey: config.signerKey.trim(), wwdr: config.wwdr.trim() });

    writeFileSync(join(dir, 'pass.pem'), config.signerCert);
    writeFileSync(join(dir, 'pass.key'), config.signerKey);
    writeFileSync(join(dir, 'AppleWWDRCAG4.cer'), Buffer.from(forge.asn1.toDer(forge.pki.certificateToAsn1(identity.wwdr)).getBytes(), 'binary'));
    const fromFiles = readAppleWalletConfig({ ...env(), APPLE_WALLET_CERT: join(dir, 'pass.pem'), APPLE_WALLET_KEY: join(dir, 'pass.key'), APPLE_WALLET_WWDR: join(dir, 'AppleWWDRCAG4.cer') })!;
    expect(fromFiles.signerCert).toBe(config.signerCert);
    expect(fromFiles.signerKey).toBe(config.signerKey);
    expect(forge.pki.certificateFromPem(fromFiles.wwdr).serialNumber).toBe(identity.wwdr.serialNumber);

    const oneLine = readAppleWalletConfig({ ...env(), APPLE_WALLET_CERT: config.signerCert.trim().replace(/\r?\n/g, '\\n') })!;
    expect(oneLine.signerCert).toBe(config.signerCert.trim().replace(/\r\n/g, '\n'));
  });

  it('refuses, naming the variable, a missing file, a wrong passphrase, a key that is not the certificate\'s, a certificate for another pass type', () => {
    expect(() => readAppleWalletConfig({ ...env(), APPLE_WALLET_CERT: join(dir, 'nowhere.pem') })).toThrow(/APPLE_WALLET_CERT must be PEM text .* cannot read/);
    expect(() => readAppleWalletConfig({ ...env(), APPLE_WALLET_KEY_PASSPHRASE: 'wrong' })).toThrow(/APPLE_WALLET_KEY cannot be read/);
    expect(() => readAppleWalletConfig({ ...env(), APPLE_WALLET_KEY: forge.pki.privateKeyToPem(identity.otherKey), APPLE_WALLET_KEY_PASSPHRASE: undefined })).toThrow(/APPLE_WALLET_KEY is not the private key of the APPLE_WALLET_CERT certificate/);
    expect(() => readAppleWalletConfig({ ...env(), APPLE_WALLET_PASS_TYPE_ID: 'pass.example.other' })).toThrow(/issued for pass\.example\.bangkokthunder\.tickets/);
  });
});
