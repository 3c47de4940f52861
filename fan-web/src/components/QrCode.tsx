import { useMemo } from 'react';
import QRCode from 'qrcode';
import { saveFile } from '../lib/save-file';

interface QrCodeProps {
  /** What the code holds; null draws nothing and shows `error`. */
  value: string | null;
  /** Width in CSS pixels, and of the PNG offered for download (300 for payments, 200 for tickets: spec section 9). */
  width: number;
  alt: string;
  /** Shown when no image can be made. */
  error: string;
  /** Offer the PNG as a download under this file name. */
  download?: { fileName: string; label: string };
  testId?: string;
}

const OPTIONS = { margin: 2, errorCorrectionLevel: 'M' } as const;

/**
 * The code as an SVG data URL, made during the render (qrcode draws synchronously when given a
 * callback), so the image is in the page's first paint, on the server too, rather than a
 * placeholder first; null when the value cannot be encoded.
 */
function draw(value: string): string | null {
  let svg: string | null = null;
  QRCode.toString(value, { ...OPTIONS, type: 'svg' }, (error, text) => {
    if (!error) svg = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(text)}`;
  });
  return svg;
}

/** The code as a PNG `width` pixels wide, drawn when the fan asks for it, into their downloads. */
async function savePng(value: string, width: number, fileName: string): Promise<void> {
  const canvas = await QRCode.toCanvas(value, { ...OPTIONS, width });
  canvas.toBlob((png) => png && saveFile(png, fileName), 'image/png');
}

/**
 * A QR code (margin 2), optionally downloadable as a PNG. On screen it is an SVG, sharp at any
 * pixel density (a 300 px PNG is blurred on a phone's 2-3x screen, where a camera must read it).
 */
export function QrCode({ value, width, alt, error, download, testId }: QrCodeProps) {
  const svg = useMemo(() => (value ? draw(value) : null), [value]);

  if (!value || !svg) {
    return (
      <p className="qr-error" role="alert">
        {error}
      </p>
    );
  }
  return (
    <figure className="qr-code">
      <img src={svg} width={width} height={width} alt={alt} data-testid={testId} data-qr-value={value} />
      {download && (
        <button type="button" className="button button-secondary button-small" onClick={() => void savePng(value, width, download.fileName)}>
          {download.label}
        </button>
      )}
    </figure>
  );
}
