export { matchCalendar, type CalendarMatch } from './calendar.js';
export { ticketsPdf, type PdfMatch, type PdfTicket, type TicketsPdfInput } from './pdf.js';
export { applePass, readAppleWalletConfig, type AppleWalletConfig, type WalletMatch, type WalletTicket } from './apple-wallet.js';
export { googleWalletLink, readGoogleWalletConfig, type GoogleWalletConfig } from './google-wallet.js';
export { placeLines, placeWords } from './place.js';
export { seasonPassTitle } from './season.js';
