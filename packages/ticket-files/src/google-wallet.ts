import { createPrivateKey, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { SignJWT } from 'jose';
import type { Language } from '@club/core';
import { kickOffAtVenue, pemFromEnv, type WalletMatch, type WalletTicket } from './apple-wallet.js';
import { placeWords } from './place.js';

/**
 * Google Wallet: a "Save to Google Wallet" link for the tickets of a purchase. The link carries a
 * JWT signed with the club's Google Cloud service account, holding the match as an event ticket
 * class and each ticket as an object of it; Google creates them when the fan saves (no call to
 * Google's API from here). https://developers.google.com/wallet/tickets/events
 */

/** The Google Wallet issuer account and the service account allowed to issue for it (README, Wallet passes). */
export interface GoogleWalletConfig {
  /** The issuer's number, from the Google Pay & Wallet Console: every class and object id starts with it. */
  issuerId: string;
  /** The service account's address (client_email of its JSON key): the JWT's issuer. */
  serviceAccountEmail: string;
  /** The service account's private key, PEM (private_key of its JSON key: PKCS#8). */
  privateKey: string;
  /** The site's public origin (scheme, host, port): where the save link may be offered. */
  origin: string;
}

const CLUB = 'Bangkok Thunder FC';
const SAVE_URL = 'https://pay.google.com/gp/v/save/';
/** Google's language tags: BCP 47. */
const LOCALE: Record<Language, string> = { en: 'en-US', th: 'th' };
/** The navy of the club's passes (Apple's too). */
const NAVY = '#0b1a3a';

const words = {
  en: {
    match: (m: WalletMatch) => `${m.home} vs ${m.away}`,
    venue: (m: WalletMatch) => m.venue,
    address: (m: WalletMatch) => m.address,
    reference: 'Reference',
    entry: 'Entry',
    entryOf: (n: number, of: number) => `${n} of ${of}`,
    gate: 'At the gate',
    gateAdvice: 'Show this QR code at the gate: it admits one person, once. Each ticket of your purchase has its own code. Arrive at least 30 minutes before kick-off.',
    ...placeWords.en,
  },
  th: {
    match: (m: WalletMatch) => `${m.homeTh} พบ ${m.awayTh}`,
    venue: (m: WalletMatch) => m.venueTh,
    address: (m: WalletMatch) => m.addressTh ?? m.address,
    reference: 'หมายเลขอ้างอิง',
    entry: 'ตั๋วใบที่',
    entryOf: (n: number, of: number) => `${n} จาก ${of}`,
    gate: 'ที่ประตู',
    gateAdvice: 'แสดงคิวอาร์โค้ดนี้ที่ประตู ตั๋วหนึ่งใบเข้าชมได้หนึ่งคนหนึ่งครั้ง ตั๋วแต่ละใบในการสั่งซื้อมีโค้ดของตัวเอง กรุณามาถึงก่อนเริ่มการแข่งขันอย่างน้อย 30 นาที',
    ...placeWords.th,
  },
} satisfies Record<Language, unknown>;
type Words = (typeof words)[Language];

interface TranslatedString {
  language: string;
  value: string;
}
/** Google's LocalizedString: a phone in one of the translated languages shows that one, any other phone the default. */
interface LocalizedString {
  defaultValue: TranslatedString;
  translatedValues: TranslatedString[];
}

/** A text in both languages, `lang` as the default and the other one as its translation. */
function localized(text: (w: Words) => string, lang: Language): LocalizedString {
  const other: Language = lang === 'en' ? 'th' : 'en';
  return { defaultValue: { language: LOCALE[lang], value: text(words[lang]) }, translatedValues: [{ language: LOCALE[other], value: text(words[other]) }] };
}

/** A text that reads the same in every language (a row letter, a seat number). */
const plain = (value: string): LocalizedString => ({ defaultValue: { language: LOCALE.en, value }, translatedValues: [] });

/** Class and object ids: `{issuerId}.{suffix}`, the suffix of letters, digits, '.', '_' and '-' only. */
function walletId(issuerId: string, suffix: string): string {
  if (!/^[\w.-]+$/.test(suffix)) throw new Error(`Google Wallet ids allow only letters, digits, '.', '_' and '-': ${suffix}`);
  return `${issuerId}.${suffix}`;
}

/** The private key, parsed once per key. */
const keys = new Map<string, KeyObject>();
function signingKey(pem: string): KeyObject {
  let key = keys.get(pem);
  if (!key) keys.set(pem, (key = createPrivateKey(pem)));
  return key;
}

/**
 * The match as a Google Wallet event ticket class: one per match (`{issuerId}.match-{matchId}`),
 * shared by every buyer. Its default language is English whatever the buyer's: Google keeps the
 * class as first saved, so its texts must not depend on who saved first; Thai rides as a
 * translation. Kick-off is the venue's local time with its offset, as Google asks.
 */
function matchClass(config: GoogleWalletConfig, match: WalletMatch & { id: string }) {
  return {
    id: walletId(config.issuerId, `match-${match.id}`),
    issuerName: CLUB,
    reviewStatus: 'UNDER_REVIEW',
    eventId: `match-${match.id}`,
    eventName: localized((w) => w.match(match), 'en'),
    venue: { name: localized((w) => w.venue(match), 'en'), address: localized((w) => w.address(match), 'en') },
    dateTime: { start: kickOffAtVenue(match.date) },
    customConfirmationCodeLabel: localized((w) => w.reference, 'en'),
    countryCode: 'TH',
    hexBackgroundColor: NAVY,
    homepageUri: { uri: config.origin, description: CLUB },
  };
}

/**
 * The tickets of a purchase as one "Save to Google Wallet" link: a JWT (RS256, signed with the
 * service account's key; iss = its address, aud = google, typ = savetowallet, origins = the site)
 * holding the match's class and one event ticket object per ticket (`{issuerId}.ticket-{ticketId}`):
 * its QR code (the PDF ticket's) with the ticket number under it, the holder, the purchase
 * reference, its zone, gates, row and seat (Google's seatInfo), "Entry 2 of 3" and the gate
 * advice, grouped by purchase. A ticket's own texts default
 * to the buyer's language (a phone in neither English nor Thai shows that one); English and Thai
 * phones show their own language either way. `quantity` (the purchase's, for "of 3") defaults to
 * the tickets given.
 */
export async function googleWalletLink(
  config: GoogleWalletConfig,
  { lang, reference, holderName, match, tickets, quantity = tickets.length }: { lang: Language; reference: string; holderName: string; match: WalletMatch & { id: string }; tickets: WalletTicket[]; quantity?: number },
): Promise<string> {
  const eventTicketClass = matchClass(config, match);
  const eventTicketObjects = tickets.map((ticket) => ({
    id: walletId(config.issuerId, `ticket-${ticket.id}`),
    classId: eventTicketClass.id,
    state: 'ACTIVE',
    barcode: { type: 'QR_CODE', value: ticket.qr, alternateText: ticket.ticketNumber },
    ticketHolderName: holderName,
    ticketNumber: ticket.ticketNumber,
    reservationInfo: { confirmationCode: reference },
    seatInfo: {
      section: localized((w) => w.zone(ticket.place), lang),
      gate: localized((w) => w.gates(ticket.place), lang),
      ...(ticket.place.seat ? { row: plain(ticket.place.seat.row), seat: plain(String(ticket.place.seat.number)) } : {}),
    },
    groupingInfo: { groupingId: `purchase-${reference}`, sortIndex: ticket.seat },
    textModulesData: [
      { id: 'entry', header: words[lang].entry, body: words[lang].entryOf(ticket.seat, quantity), localizedHeader: localized((w) => w.entry, lang), localizedBody: localized((w) => w.entryOf(ticket.seat, quantity), lang) },
      { id: 'gate', header: words[lang].gate, body: words[lang].gateAdvice, localizedHeader: localized((w) => w.gate, lang), localizedBody: localized((w) => w.gateAdvice, lang) },
    ],
    hexBackgroundColor: NAVY,
  }));
  const jwt = await new SignJWT({ typ: 'savetowallet', origins: [config.origin], payload: { eventTicketClasses: [eventTicketClass], eventTicketObjects } })
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
    .setIssuer(config.serviceAccountEmail)
    .setAudience('google')
    .setIssuedAt()
    .sign(signingKey(config.privateKey));
  return `${SAVE_URL}${jwt}`;
}

// ---- configuration ----

const GOOGLE_ENV = {
  issuerId: 'GOOGLE_WALLET_ISSUER_ID',
  serviceAccountEmail: 'GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL',
  privateKey: 'GOOGLE_WALLET_PRIVATE_KEY',
  serviceAccountFile: 'GOOGLE_WALLET_SERVICE_ACCOUNT_FILE',
} as const;

/** The service account's JSON key file, as Google Cloud hands it out: its address and private key. */
function serviceAccountFile(path: string): { client_email?: unknown; private_key?: unknown } {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new Error(`${GOOGLE_ENV.serviceAccountFile}: cannot read the service account's JSON key ${path}: ${(error as Error).message}`);
  }
}

/**
 * Google Wallet's configuration from the environment, for the site at `origin` (its public URL):
 * null when none of it is set (the site then offers no Google Wallet link). The service account
 * is either its address and private key (PEM text, one line with `\n` escapes, or a PEM file's
 * path) or its JSON key file; set variables win over the file. Throws, naming the variables, when
 * only part of it is set or when it cannot serve (a key that is not RSA, an issuer id that is not
 * a number, an origin that is not http(s)).
 */
export function readGoogleWalletConfig(env: Record<string, string | undefined>, origin: string): GoogleWalletConfig | null {
  const value = (name: string) => env[name]?.trim() || undefined;
  if (!Object.values(GOOGLE_ENV).some(value)) return null;

  const file = value(GOOGLE_ENV.serviceAccountFile);
  const account = file ? serviceAccountFile(file) : {};
  const issuerId = value(GOOGLE_ENV.issuerId);
  const serviceAccountEmail = value(GOOGLE_ENV.serviceAccountEmail) ?? (typeof account.client_email === 'string' ? account.client_email : undefined);
  const keyText = value(GOOGLE_ENV.privateKey);
  const privateKey = keyText ? pemFromEnv(GOOGLE_ENV.privateKey, keyText) : typeof account.private_key === 'string' ? account.private_key : undefined;
  if (!issuerId || !serviceAccountEmail || !privateKey) {
    const missing = [...(issuerId ? [] : [GOOGLE_ENV.issuerId]), ...(serviceAccountEmail ? [] : [GOOGLE_ENV.serviceAccountEmail]), ...(privateKey ? [] : [GOOGLE_ENV.privateKey])];
    const hint = serviceAccountEmail && privateKey ? '' : file ? ` (${file} lacks client_email or private_key)` : ` (or ${GOOGLE_ENV.serviceAccountFile}, the service account's JSON key)`;
    throw new Error(`Google Wallet is partly configured: set ${missing.join(', ')}${hint}, or unset every GOOGLE_WALLET_* variable to offer no Google Wallet link`);
  }

  if (!/^\d+$/.test(issuerId)) throw new Error(`${GOOGLE_ENV.issuerId} must be the issuer's number (Google Pay & Wallet Console), not ${issuerId}`);
  let key: KeyObject;
  try {
    key = createPrivateKey(privateKey);
  } catch (error) {
    throw new Error(`${keyText ? GOOGLE_ENV.privateKey : GOOGLE_ENV.serviceAccountFile}: cannot read the private key: ${(error as Error).message}`);
  }
  if (key.asymmetricKeyType !== 'rsa') throw new Error(`${keyText ? GOOGLE_ENV.privateKey : GOOGLE_ENV.serviceAccountFile}: the service account's key must be RSA (RS256), not ${key.asymmetricKeyType}`);
  let site: URL;
  try {
    site = new URL(origin);
  } catch {
    throw new Error(`Google Wallet needs the site's public origin (PUBLIC_URL); got ${origin}`);
  }
  if (site.protocol !== 'https:' && site.protocol !== 'http:') throw new Error(`Google Wallet needs an http(s) origin, not ${origin}`);
  return { issuerId, serviceAccountEmail, privateKey, origin: site.origin };
}
