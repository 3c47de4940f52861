import QRCode from 'qrcode';
import type { TicketDto } from '@club/core';
import { saveFile } from '../../../lib/save-file';

const QR_PX = 480;
const PAD = 24;
const LINE_PX = 30;

/**
 * One ticket as a PNG a fan keeps in their photos or forwards to whoever uses that seat: its QR
 * code, large enough to scan from a screen, with the ticket number and the match written under it
 * (so a gallery of several tickets still says which is which). Drawn in the browser: nothing is
 * sent anywhere.
 */
export async function ticketImage(ticket: Pick<TicketDto, 'qrContent' | 'ticketNumber'>, caption: string[]): Promise<Blob> {
  const qr = await QRCode.toCanvas(ticket.qrContent, { width: QR_PX, margin: 2, errorCorrectionLevel: 'M' });
  const lines = [ticket.ticketNumber, ...caption];
  const canvas = document.createElement('canvas');
  canvas.width = QR_PX;
  canvas.height = QR_PX + PAD + lines.length * LINE_PX;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2d canvas');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.drawImage(qr, 0, 0);
  ctx.fillStyle = '#0b1a3a';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'top';
  lines.forEach((line, i) => {
    ctx.font = `${i === 0 ? 700 : 500} ${i === 0 ? 22 : 18}px system-ui, 'Noto Sans Thai', 'Loma', sans-serif`;
    ctx.fillText(line, QR_PX / 2, QR_PX - 8 + i * LINE_PX, QR_PX - 2 * PAD);
  });
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('PNG not made'))), 'image/png'));
}

/** The file name of a ticket's image: its number, which is unique and safe in any file system. */
export const ticketFileName = (ticketNumber: string) => `ticket-${ticketNumber}.png`;

/**
 * Each ticket as its own PNG, one after the other: one file per person, as each needs their own
 * code at the gate. A short pause between files keeps browsers from dropping all but the first.
 */
export async function downloadTicketImages(tickets: Pick<TicketDto, 'qrContent' | 'ticketNumber'>[], caption: (index: number) => string[]): Promise<void> {
  for (const [index, ticket] of tickets.entries()) {
    if (index > 0) await new Promise((resolve) => setTimeout(resolve, 400));
    saveFile(await ticketImage(ticket, caption(index)), ticketFileName(ticket.ticketNumber));
  }
}
