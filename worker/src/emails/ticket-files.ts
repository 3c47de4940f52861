import QRCode from 'qrcode';

/** The files a mail carrying tickets attaches (made by @club/ticket-files): the tickets as a PDF, the match as a calendar event. */
export interface TicketFiles {
  pdf: Buffer;
  calendar: string;
}

/** A mail's attachments of `files`, named `name` (the purchase's reference, or the ticket's number). */
export const ticketFileAttachments = (name: string, files: TicketFiles) => [
  { filename: `${name}.pdf`, content: files.pdf, contentType: 'application/pdf' },
  { filename: `${name}.ics`, content: Buffer.from(files.calendar), contentType: 'text/calendar; charset=utf-8; method=PUBLISH' },
];

/** A ticket's QR image in a mail: a 200 px PNG (spec section 9). */
export const ticketQrPng = (content: string) => QRCode.toBuffer(content, { type: 'png', width: 200, margin: 2, errorCorrectionLevel: 'M' });
