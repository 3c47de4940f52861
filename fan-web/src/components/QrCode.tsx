import { useEffect, useState } from 'react';
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
 * A QR code (margin 2), optionally downloadable as a PNG. On screen it is an SVG, sharp at any
 * pixel density (a 300 px PNG is blurred on a phone's 2-3x screen, where a camera must read it).
 */
export function QrCode({ value, width, alt, error, download, testId }: QrCodeProps) {
  const [image, setImage] = useState<{ value: string; url: string | null; png?: string } | null>(null);
  const downloadable = Boolean(download);

  useEffect(() => {
    if (!value) return;
    let live = true;
    Promise.all([
      QRCode.toString(value, { ...OPTIONS, type: 'svg' }),
      downloadable ? QRCode.toDataURL(value, { ...OPTIONS, type: 'image/png', width }) : undefined,
    ])
      .then(([svg, png]) => live && setImage({ value, url: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`, png }))
      .catch(() => live && setImage({ value, url: null }));
    return () => {
      live = false;
    };
  }, [value, width, downloadable]);

  if (!value || (image?.value === value && !image.url)) {
    return (
      <p className="qr-error" role="alert">
        {error}
      </p>
    );
  }
  if (image?.value !== value || !image.url) return <div className="qr-placeholder" style={{ width, height: width }} aria-busy="true" />;
  return (
    <figure className="qr-code">
      <img src={image.url} width={width} height={width} alt={alt} data-testid={testId} data-qr-value={value} />
      {download && image.png && (
        <a className="button button-secondary button-small" href={image.png} download={download.fileName}>
          {download.label}
        </a>
      )}
    </figure>
  );
}
