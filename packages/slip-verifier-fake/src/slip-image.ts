import QRCode from 'qrcode';
import sharp, { type OverlayOptions } from 'sharp';
import { generate } from 'promptparse';

/** What a bank app's slip shows. */
export interface SlipPicture {
  /** The transfer its mini-QR names (sending bank and reference); none draws a slip without one, as an edited or cropped picture is. */
  transfer: { sendingBank: string; transRef: string } | null;
  /** Words across the slip's head: the bank's, or "DEMO" for a slip the demo makes. */
  title: string;
  /** The amount line ("1,500.00 THB"). */
  amount: string;
  format?: 'png' | 'jpeg' | 'webp';
}

const escape = (text: string) => text.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A transfer slip as a bank app draws it: a white card with its title and amount and, in the
 * corner, the mini-QR a slip verifier reads (the bank's slip-verify payload). Made for the demo's
 * test slips and the tests' slips alike.
 */
export async function slipImage({ transfer, title, amount, format = 'png' }: SlipPicture): Promise<Buffer> {
  const layers: OverlayOptions[] = [{
    input: Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="600" height="900"><rect width="600" height="120" fill="#138f2d"/>
      <text x="30" y="75" font-size="40" fill="#fff" font-family="sans-serif">${escape(title)}</text>
      <text x="30" y="220" font-size="28" font-family="sans-serif">${escape(amount)}</text></svg>`),
    top: 0, left: 0,
  }];
  if (transfer) {
    const mini = generate.slipVerify({ sendingBank: transfer.sendingBank, transRef: transfer.transRef });
    layers.push({ input: await QRCode.toBuffer(mini, { width: 240, margin: 2 }), top: 620, left: 330 });
  }
  const image = sharp({ create: { width: 600, height: 900, channels: 3, background: '#ffffff' } }).composite(layers);
  return format === 'jpeg' ? image.jpeg().toBuffer() : format === 'webp' ? image.webp().toBuffer() : image.png().toBuffer();
}
