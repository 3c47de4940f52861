import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import QRCode from 'qrcode';

const WIDTH = 640;
const HEIGHT = 480;
/** Quiet zone around the code, in modules (the QR standard asks for four). */
const QUIET = 4;

/**
 * A video of `text` as a QR code, in the YUV4MPEG2 format Chromium's fake camera plays
 * (`--use-file-for-fake-video-capture`, looped): black modules on white, centred, a few identical
 * frames. Only the luma plane draws; the chroma planes are mid-grey. Answers the file's path.
 */
export function qrVideo(text: string, name = 'fake-camera'): string {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const scale = Math.floor(Math.min(WIDTH, HEIGHT) / (modules.size + 2 * QUIET));
  const side = scale * modules.size;
  const left = Math.floor((WIDTH - side) / 2);
  const top = Math.floor((HEIGHT - side) / 2);
  const luma = Buffer.alloc(WIDTH * HEIGHT, 0xff);
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      if (modules.get(Math.floor(y / scale), Math.floor(x / scale))) luma[(top + y) * WIDTH + left + x] = 0x10;
    }
  }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 0x80);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const file = path.join(os.tmpdir(), `${name}-${process.pid}.y4m`);
  writeFileSync(file, Buffer.concat([Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`), frame, frame, frame]));
  return file;
}

/** Chromium's switches for a camera that shows the video at `file`, allowed without asking. */
export const fakeCameraArgs = (file: string): string[] => [
  '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${file}`,
];
