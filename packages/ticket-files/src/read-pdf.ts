/**
 * For tests: a PDF ticket as a reader meets it, page by page: what its QR code says when the page
 * is printed at 144 dpi (mupdf renders, jsQR reads), and its text. Not part of the package's
 * main entry (its libraries are development ones): imported as @club/ticket-files/read-pdf.
 */
import jsQR from 'jsqr';
import * as mupdf from 'mupdf';

export function pdfPageList(pdf: Buffer | Uint8Array): mupdf.Page[] {
  const doc = mupdf.Document.openDocument(pdf, 'application/pdf');
  return Array.from({ length: doc.countPages() }, (_, i) => doc.loadPage(i) as mupdf.Page);
}

/** What the page's QR code says, read from the page printed at 144 dpi. */
export function scanPage(page: mupdf.Page): string | undefined {
  const pixmap = page.toPixmap(mupdf.Matrix.scale(2, 2), mupdf.ColorSpace.DeviceRGB, false);
  const [width, height, stride] = [pixmap.getWidth(), pixmap.getHeight(), pixmap.getStride()];
  const rgb = pixmap.getPixels();
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0, from = y * stride, to = y * width * 4; x < width; x++, from += 3, to += 4) {
      rgba[to] = rgb[from]!;
      rgba[to + 1] = rgb[from + 1]!;
      rgba[to + 2] = rgb[from + 2]!;
      rgba[to + 3] = 255;
    }
  }
  return jsQR(rgba, width, height)?.data;
}

export const pageText = (page: mupdf.Page): string => page.toStructuredText('').asText();

/** Each page's QR code and text. */
export const pdfPages = (pdf: Buffer | Uint8Array): { qr: string | undefined; text: string }[] =>
  pdfPageList(pdf).map((page) => ({ qr: scanPage(page), text: pageText(page) }));
