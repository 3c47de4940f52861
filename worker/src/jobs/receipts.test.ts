import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { slipImage } from '@club/slip-verifier-fake';
import { readSlip, type SlipTimings } from './receipts.js';

const timings = (): SlipTimings => ({ loadMs: 0, slotMs: 0, decodeMs: 0, scaleMs: 0, qrMs: 0, qrTries: 0, saveMs: 0 });
const slip = (transRef?: string) => slipImage({ transfer: transRef ? { sendingBank: '004', transRef } : null, title: 'Transfer', amount: '1,500.00 THB' });

// Slow on a busy machine: a decode of a phone's screenshot takes seconds when other work runs.
describe('readSlip', { timeout: 60_000 }, () => {
  it('reads the mini-QR of a screenshot-sized slip at the first size tried', async () => {
    const phone = await sharp(await slip('BNK0001')).resize({ width: 1290 }).jpeg().toBuffer();
    const t = timings();
    const read = await readSlip(phone, 'image/jpeg', undefined, t);
    expect(read?.qr).toContain('BNK0001');
    expect(t.qrTries).toBe(1);
    // The clean copy is a JPEG no larger than 2000 px, the thumbnail 320 px.
    expect((await sharp(read!.processed).metadata()).format).toBe('jpeg');
    const thumb = await sharp(read!.thumbnail).metadata();
    expect(Math.max(thumb.width, thumb.height)).toBe(320);
  });

  it('does not read the same pixels twice: a slip smaller than both sizes without a QR is read once', async () => {
    const t = timings();
    const read = await readSlip(await slip(), 'image/png', undefined, t);
    expect(read).not.toBeNull();
    expect(read!.qr).toBeNull();
    expect(t.qrTries).toBe(1);
  });

  it('falls back to the larger size when the code is too small to read at the first', async () => {
    // A tall page (a long statement) whose QR is lost when its longest side is brought to 900 px.
    const page = await sharp({ create: { width: 1200, height: 6000, channels: 3, background: '#ffffff' } })
      .composite([{ input: await sharp(await slip('BNK0002')).extract({ left: 330, top: 620, width: 240, height: 240 }).resize({ width: 300, kernel: 'nearest' }).toBuffer(), top: 100, left: 100 }])
      .png().toBuffer();
    const t = timings();
    const read = await readSlip(page, 'image/png', undefined, t);
    expect(read?.qr).toContain('BNK0002');
    expect(t.qrTries).toBe(2);
  });

  it('answers null for what is not an image, and reads many slips at once', async () => {
    expect(await readSlip(Buffer.from('not an image'), 'image/png')).toBeNull();
    const many = await Promise.all(Array.from({ length: 6 }, (_, i) => slip(`BNK1${i}`).then((b) => readSlip(b, 'image/png'))));
    many.forEach((r, i) => expect(r?.qr).toContain(`BNK1${i}`));
  });
});
