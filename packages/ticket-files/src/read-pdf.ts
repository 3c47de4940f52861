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
    for (let x = 0; x < width; x++) {
      rgba.set([rgb[y * stride + x * 3]!, rgb[y * stride + x * 3 + 1]!, rgb[y * stride + x * 3 + 2]!, 255], (y * width + x) * 4);
    }
  }
  return jsQR(rgba, width, height)?.data;
}

export const pageText = (page: mupdf.Page): string => page.toStructuredText('').asText();

/** Each page's QR code and text. */
export const pdfPages = (pdf: Buffer | Uint8Array): { qr: string | undefined; text: string }[] =>
  pdfPageList(pdf).map((page) => ({ qr: scanPage(page), text: pageText(page) }));
