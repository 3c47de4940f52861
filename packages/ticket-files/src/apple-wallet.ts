import { createPrivateKey, X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { PassType, PKPass } from 'passkit-generator';
import { LANGUAGES, type Language, type TicketPlaceDto } from '@club/core';
import { placeWords } from './place.js';

/**
 * Apple Wallet: one signed .pkpass per ticket. Also holds what both wallets share: the ticket and
 * match as a pass shows them, the kick-off on the venue's clock, and reading a PEM from the
 * environment (google-wallet.ts uses them).
 */

/** One ticket of a purchase, as its wallet pass shows it. */
export interface WalletTicket {
  id: string;
  ticketNumber: string;
  /** Its place in the purchase, 1..quantity: "Entry 2 of 3". */
  seat: number;
  /** Its zone, the gates that admit it and its numbered seat. */
  place: TicketPlaceDto;
  /** What its QR code holds, as on the PDF ticket and at the gate: the ticket's signed code. */
  qr: string;
}

/** The match of a purchase, in both languages. */
export interface WalletMatch {
  home: string;
  away: string;
  homeTh: string;
  awayTh: string;
  /** Kick-off. */
  date: Date;
  venue: string;
  venueTh: string;
  address: string;
  /** The address written in Thai, when the venue has one; else `address` serves both languages. */
  addressTh?: string;
  /** The stadium: the phone brings the pass up on the lock screen near it. */
  location?: { latitude: number; longitude: number };
}

/** The Apple developer account's pass signing identity (README, Wallet passes). */
export interface AppleWalletConfig {
  /** pass.… identifier registered under the team; the signing certificate is issued for it. */
  passTypeIdentifier: string;
  teamIdentifier: string;
  /** The "Pass Type ID" certificate, PEM. */
  signerCert: string;
  /** Its private key, PEM (PKCS#1 or PKCS#8, encrypted or not). */
  signerKey: string;
  signerKeyPassphrase?: string;
  /** Apple's Worldwide Developer Relations intermediate certificate (G4), PEM. */
  wwdr: string;
  /** Shown as the pass's issuer; "Bangkok Thunder FC" unless set. */
  organizationName?: string;
}

const CLUB = 'Bangkok Thunder FC';

/**
 * The venue's clock: Bangkok, UTC+7 all year (no daylight saving, see CLUB_TIME_ZONE in
 * @club/core). A pass writes kick-off as this local time with its offset, so both wallets show
 * the time printed on the ticket and the site (17:45), not the time where the phone happens to be
 * — a fan flying in sees the stadium's kick-off.
 */
const VENUE_UTC_OFFSET_MS = 7 * 3_600_000;
export const kickOffAtVenue = (date: Date): string => `${new Date(date.getTime() + VENUE_UTC_OFFSET_MS).toISOString().slice(0, 19)}+07:00`;

/** The pass is relevant (lock screen) from three hours before kick-off (as the calendar's reminder) until two after (the match and its break). */
const RELEVANT_BEFORE_MS = 3 * 3_600_000;
const RELEVANT_AFTER_MS = 2 * 3_600_000;

const words = {
  en: {
    description: (m: WalletMatch) => `${CLUB} ticket: ${m.home} vs ${m.away}`,
    match: (m: WalletMatch) => `${m.home} vs ${m.away}`,
    venue: (m: WalletMatch) => m.venue,
    where: (m: WalletMatch) => `${m.venue}\n${m.address}`,
    nearby: (m: WalletMatch) => `Welcome to ${m.venue}: open your ticket at the gate.`,
    entryOf: (n: number, of: number) => `${n} of ${of}`,
    labels: { match: 'Match', kickOff: 'Kick-off', venue: 'Venue', entry: 'Entry', ticket: 'Ticket', reference: 'Reference', holder: 'Ticket holder', where: 'Where', gate: 'At the gate' },
    gateAdvice: 'Show this QR code at the gate: it admits one person, once. Each ticket of your purchase has its own code. Arrive at least 30 minutes before kick-off.',
    ...placeWords.en,
  },
  th: {
    description: (m: WalletMatch) => `ตั๋วเข้าชม ${m.homeTh} พบ ${m.awayTh}`,
    match: (m: WalletMatch) => `${m.homeTh} พบ ${m.awayTh}`,
    venue: (m: WalletMatch) => m.venueTh,
    where: (m: WalletMatch) => `${m.venueTh}\n${m.addressTh ?? m.address}`,
    nearby: (m: WalletMatch) => `ยินดีต้อนรับสู่${m.venueTh} เปิดตั๋วของคุณที่ประตู`,
    entryOf: (n: number, of: number) => `${n} จาก ${of}`,
    labels: { match: 'การแข่งขัน', kickOff: 'เริ่มการแข่งขัน', venue: 'สนาม', entry: 'ตั๋วใบที่', ticket: 'หมายเลขตั๋ว', reference: 'หมายเลขอ้างอิง', holder: 'ผู้ถือตั๋ว', where: 'สถานที่', gate: 'ที่ประตู' },
    gateAdvice: 'แสดงคิวอาร์โค้ดนี้ที่ประตู ตั๋วหนึ่งใบเข้าชมได้หนึ่งคนหนึ่งครั้ง ตั๋วแต่ละใบในการสั่งซื้อมีโค้ดของตัวเอง กรุณามาถึงก่อนเริ่มการแข่งขันอย่างน้อย 30 นาที',
    ...placeWords.th,
  },
} satisfies Record<Language, unknown>;
type Words = (typeof words)[Language];

/** '#7b2cbf' as Wallet writes colours: 'rgb(123, 44, 191)'. */
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

/** A .strings literal: quotes, backslashes and line breaks escaped (passkit-generator writes them as given). */
const stringsLiteral = (s: string) => s.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');

/**
 * Wallet translates a pass on the phone: each text in pass.json is a key looked up in the
 * `{lang}.lproj/pass.strings` of the phone's language. The texts are written in the buyer's
 * language (what a reader that ignores translations shows) and both tables carry every text, so
 * an English phone shows English and a Thai phone Thai whoever bought. Both tables are needed:
 * with Thai alone, Wallet would pick it for every phone, its only localization.
 */
function translator(lang: Language) {
  const tables: Record<Language, Record<string, string>> = { en: {}, th: {} };
  /** The text in the buyer's language, its translations recorded. */
  const say = (text: (w: Words) => string): string => {
    const key = text(words[lang]);
    for (const l of LANGUAGES) tables[l][stringsLiteral(key)] ??= stringsLiteral(text(words[l]));
    return key;
  };
  return { say, tables };
}

/**
 * The pass's pictures, rendered once from the crest (assets/wallet/crest.svg) with sharp and kept
 * as PNGs beside it, so issuing a pass needs no image library: icon (29 pt: lock screen and
 * notifications, the crest on the pass's navy) and logo (top left of the pass, transparent, 50 pt
 * high), at 1x, 2x and 3x.
 */
const IMAGES = ['icon.png', 'icon@2x.png', 'icon@3x.png', 'logo.png', 'logo@2x.png', 'logo@3x.png'] as const;
let images: Promise<Record<string, Buffer>> | undefined;
const walletImages = () =>
  (images ??= Promise.all(IMAGES.map(async (name) => [name, await readFile(new URL(`../assets/wallet/${name}`, import.meta.url))] as const))
    .then(Object.fromEntries)
    .catch((error: unknown) => {
      images = undefined;
      throw error;
    }));

/**
 * One ticket as an Apple Wallet event ticket (.pkpass, signed with the club's pass certificate):
 * the match, kick-off, venue, zone (on top, seen while passes are stacked), gate, seat, "Entry 2 of
 * 3" and the ticket number in front, the QR code the gate
 * scans (the PDF ticket's), and on the back the purchase reference, holder, address and gate
 * advice. English and Thai both ride in the pass (see `translator`); the phone near the stadium
 * or around kick-off brings it up on the lock screen. Its serial number is the ticket's id, and
 * the tickets of one purchase stack together in Wallet. Throws when the certificates do not sign.
 */
export async function applePass(
  config: AppleWalletConfig,
  { lang, reference, holderName, quantity, match, ticket }: { lang: Language; reference: string; holderName: string; quantity: number; match: WalletMatch; ticket: WalletTicket },
): Promise<Buffer> {
  const { say, tables } = translator(lang);
  const organizationName = config.organizationName ?? CLUB;
  const kickOff = kickOffAtVenue(match.date);

  const pass = new PKPass(await walletImages(), { wwdr: config.wwdr, signerCert: config.signerCert, signerKey: config.signerKey, signerKeyPassphrase: config.signerKeyPassphrase }, {
    formatVersion: 1,
    passTypeIdentifier: config.passTypeIdentifier,
    teamIdentifier: config.teamIdentifier,
    serialNumber: ticket.id,
    organizationName,
    logoText: organizationName,
    description: say((w) => w.description(match)),
    // Navy, white text, the crest's yellow for labels.
    backgroundColor: 'rgb(11, 26, 58)',
    foregroundColor: 'rgb(255, 255, 255)',
    labelColor: 'rgb(255, 214, 10)',
    // The purchase's tickets stack as one group in Wallet.
    groupingIdentifier: `purchase-${reference}`,
    // What Siri, Maps and the lock screen read (not translated: Apple takes these as data).
    semantics: {
      eventType: 'PKEventTypeSports',
      eventName: words.en.match(match),
      eventStartDate: kickOff,
      homeTeamName: match.home,
      awayTeamName: match.away,
      venueName: match.venue,
      ...(match.location ? { venueLocation: match.location } : {}),
      attendeeName: holderName,
      venueEntrance: words.en.gates(ticket.place),
      seats: [{
        seatSection: ticket.place.zone.name, seatSectionColor: rgb(ticket.place.zone.colour),
        ...(ticket.place.seat ? { seatRow: ticket.place.seat.row, seatNumber: String(ticket.place.seat.number) } : {}),
      }],
    },
  });

  const eventTicket = new PassType('eventTicket');
  eventTicket.headerFields.push({ key: 'zone', label: say((w) => w.zoneLabel), value: say((w) => w.zone(ticket.place)) });
  eventTicket.primaryFields.push({ key: 'match', label: say((w) => w.labels.match), value: say((w) => w.match(match)) });
  eventTicket.secondaryFields.push(
    // The phone writes the date in its own language and format; `ignoresTimeZone` keeps the venue's clock.
    { key: 'kickoff', label: say((w) => w.labels.kickOff), value: kickOff, dateStyle: 'PKDateStyleMedium', timeStyle: 'PKDateStyleShort', ignoresTimeZone: true },
    { key: 'venue', label: say((w) => w.labels.venue), value: say((w) => w.venue(match)) },
  );
  eventTicket.auxiliaryFields.push(
    { key: 'gate', label: say((w) => w.gatesLabel), value: say((w) => w.gates(ticket.place)) },
    { key: 'seat', label: say((w) => w.seatLabel), value: say((w) => w.seat(ticket.place)) },
    { key: 'entry', label: say((w) => w.labels.entry), value: say((w) => w.entryOf(ticket.seat, quantity)) },
    { key: 'ticket', label: say((w) => w.labels.ticket), value: ticket.ticketNumber },
  );
  eventTicket.backFields.push(
    { key: 'reference', label: say((w) => w.labels.reference), value: reference },
    { key: 'holder', label: say((w) => w.labels.holder), value: holderName },
    { key: 'where', label: say((w) => w.labels.where), value: say((w) => w.where(match)), dataDetectorTypes: ['PKDataDetectorTypeAddress'] },
    { key: 'advice', label: say((w) => w.labels.gate), value: say((w) => w.gateAdvice) },
  );
  pass.types.push(eventTicket);

  pass.setBarcodes({ format: 'PKBarcodeFormatQR', message: ticket.qr, messageEncoding: 'iso-8859-1', altText: ticket.ticketNumber });
  // relevantDate for iOS before 18, relevantDates (an interval around kick-off) after.
  pass.setRelevantDate(match.date);
  pass.setRelevantDates([{ startDate: new Date(match.date.getTime() - RELEVANT_BEFORE_MS), endDate: new Date(match.date.getTime() + RELEVANT_AFTER_MS) }]);
  if (match.location) pass.setLocations({ latitude: match.location.latitude, longitude: match.location.longitude, relevantText: say((w) => w.nearby(match)) });

  for (const l of LANGUAGES) pass.localize(l, tables[l]);
  return pass.getAsBuffer();
}

// ---- configuration ----

/** A PEM read from the environment: the text itself (`\n` escapes allowed, as one-line env files need) or the path of a file holding it. */
export function pemFromEnv(name: string, value: string, { der = false }: { der?: boolean } = {}): string {
  const text = value.trim();
  if (text.startsWith('-----BEGIN')) return text.includes('\n') ? text : text.replace(/\\n/g, '\n');
  let file: Buffer;
  try {
    file = readFileSync(text);
  } catch (error) {
    throw new Error(`${name} must be PEM text (-----BEGIN …) or the path of a PEM file; cannot read ${text}: ${(error as Error).message}`);
  }
  const content = file.toString('utf8');
  if (content.includes('-----BEGIN')) return content;
  // Apple hands its WWDR certificate out as DER (.cer): wrap it.
  if (der && file.length > 0 && file[0] === 0x30) return `-----BEGIN CERTIFICATE-----\n${file.toString('base64').match(/.{1,64}/g)!.join('\n')}\n-----END CERTIFICATE-----\n`;
  throw new Error(`${name}: ${text} holds no PEM (-----BEGIN …)`);
}

/** What each part of the configuration is read from. */
const APPLE_ENV = {
  passTypeIdentifier: 'APPLE_WALLET_PASS_TYPE_ID',
  teamIdentifier: 'APPLE_WALLET_TEAM_ID',
  signerCert: 'APPLE_WALLET_CERT',
  signerKey: 'APPLE_WALLET_KEY',
  wwdr: 'APPLE_WALLET_WWDR',
} as const;

/**
 * Apple Wallet's configuration from the environment: null when none of it is set (the site then
 * offers no Apple Wallet pass). Certificates and key are PEM text or a path to a PEM file (the
 * WWDR certificate may also be Apple's DER .cer). Throws, naming the variables, when only part
 * of it is set or when it does not fit together (the key is not the certificate's, a wrong
 * passphrase, a certificate for another pass type), so a bad setup fails at start, not at the
 * first fan.
 */
export function readAppleWalletConfig(env: Record<string, string | undefined>): AppleWalletConfig | null {
  const value = (name: string) => env[name]?.trim() || undefined;
  const names = Object.values(APPLE_ENV);
  const missing = names.filter((name) => !value(name));
  const passphrase = value('APPLE_WALLET_KEY_PASSPHRASE');
  if (missing.length === names.length && !passphrase) return null;
  if (missing.length) throw new Error(`Apple Wallet is partly configured: set ${missing.join(', ')} (or unset every APPLE_WALLET_* variable to offer no Apple Wallet pass)`);

  const config: AppleWalletConfig = {
    passTypeIdentifier: value(APPLE_ENV.passTypeIdentifier)!,
    teamIdentifier: value(APPLE_ENV.teamIdentifier)!,
    signerCert: pemFromEnv(APPLE_ENV.signerCert, value(APPLE_ENV.signerCert)!),
    signerKey: pemFromEnv(APPLE_ENV.signerKey, value(APPLE_ENV.signerKey)!),
    ...(passphrase ? { signerKeyPassphrase: passphrase } : {}),
    wwdr: pemFromEnv(APPLE_ENV.wwdr, value(APPLE_ENV.wwdr)!, { der: true }),
  };

  const certificate = (name: string, pem: string) => {
    try {
      return new X509Certificate(pem);
    } catch (error) {
      throw new Error(`${name} is not a certificate: ${(error as Error).message}`);
    }
  };
  const signer = certificate(APPLE_ENV.signerCert, config.signerCert);
  certificate(APPLE_ENV.wwdr, config.wwdr);
  let key;
  try {
    key = createPrivateKey({ key: config.signerKey, format: 'pem', ...(passphrase ? { passphrase } : {}) });
  } catch (error) {
    throw new Error(`${APPLE_ENV.signerKey} cannot be read (is APPLE_WALLET_KEY_PASSPHRASE missing or wrong?): ${(error as Error).message}`);
  }
  if (!signer.checkPrivateKey(key)) throw new Error(`${APPLE_ENV.signerKey} is not the private key of the ${APPLE_ENV.signerCert} certificate`);
  // Apple's pass certificates name their pass type: UID=pass.…
  const uid = /^UID=(.+)$/m.exec(signer.subject)?.[1];
  if (uid && uid !== config.passTypeIdentifier) throw new Error(`${APPLE_ENV.signerCert} is issued for ${uid}, not ${APPLE_ENV.passTypeIdentifier}=${config.passTypeIdentifier}`);
  return config;
}
