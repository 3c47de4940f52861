import { useEffect, useState } from 'react';
import QRCode from 'qrcode';

interface QrCodeProps {
  /** What the code holds; null draws nothing and shows `error`. */
  value: string | null;
  /** Width in pixels of the PNG (300 for payments, 200 for tickets: spec section 9). */
  width: number;
  alt: string;
  /** Shown when no image can be made. */
  error: string;
  /** Offer the PNG as a download under this file name. */
  download?: { fileName: string; label: string };
  testId?: string;
}

/** A QR code drawn as a PNG (margin 2), optionally downloadable. */
export function QrCode({ value, width, alt, error, download, testId }: QrCodeProps) {
  const [image, setImage] = useState<{ value: string; url: string | null } | null>(null);

  useEffect(() => {
    if (!value) return;
    let live = true;
    QRCode.toDataURL(value, { type: 'image/png', width, margin: 2, errorCorrectionLevel: 'M' })
      .then((url) => live && setImage({ value, url }))
      .catch(() => live && setImage({ value, url: null }));
    return () => {
      live = false;
    };
  }, [value, width]);

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
      {download && (
        <a className="button button-secondary button-small" href={image.url} download={download.fileName}>
          {download.label}
        </a>
      )}
    </figure>
  );
}
