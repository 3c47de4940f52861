import { useMemo } from 'react';
import QRCode from 'qrcode';

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
 * The code as an SVG data URL and, when asked, a PNG one, made during the render (qrcode draws
 * synchronously when given a callback), so the image is in the page's first paint rather than a
 * placeholder first; null when the value cannot be encoded.
 */
function draw(value: string, pngWidth: number | null): { svg: string; png: string | null } | null {
  let svg: string | null = null;
  let png: string | null = null;
  QRCode.toString(value, { ...OPTIONS, type: 'svg' }, (error, text) => {
    if (!error) svg = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(text)}`;
  });
  if (svg && pngWidth) {
    QRCode.toDataURL(value, { ...OPTIONS, type: 'image/png', width: pngWidth }, (error, url) => {
      if (!error) png = url;
    });
  }
  return svg ? { svg, png } : null;
}

/**
 * A QR code (margin 2), optionally downloadable as a PNG. On screen it is an SVG, sharp at any
 * pixel density (a 300 px PNG is blurred on a phone's 2-3x screen, where a camera must read it).
 */
export function QrCode({ value, width, alt, error, download, testId }: QrCodeProps) {
  const downloadable = Boolean(download);
  const image = useMemo(() => (value ? draw(value, downloadable ? width : null) : null), [value, width, downloadable]);

  if (!image) {
    return (
      <p className="qr-error" role="alert">
        {error}
      </p>
    );
  }
  return (
    <figure className="qr-code">
      <img src={image.svg} width={width} height={width} alt={alt} data-testid={testId} data-qr-value={value} />
      {download && image.png && (
        <a className="button button-secondary button-small" href={image.png} download={download.fileName}>
          {download.label}
        </a>
      )}
    </figure>
  );
}
