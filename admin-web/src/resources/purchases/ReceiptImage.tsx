import { useEffect, useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { TOKEN_KEY } from '../../http';

/** The slip, fetched with the staff token (receipts are never public URLs). */
export function ReceiptImage({ thumb = false }: { thumb?: boolean }) {
  const record = useRecordContext<{ receiptImageUrl: string | null; referenceNumber: string }>();
  const translate = useTranslate();
  const [src, setSrc] = useState<string | null>(null);
  const url = record?.receiptImageUrl;
  useEffect(() => {
    if (!url) return;
    let objectUrl: string | null = null;
    const ctrl = new AbortController();
    fetch(`${url}${thumb ? '?size=thumb' : ''}`, { headers: { authorization: `Bearer ${localStorage.getItem(TOKEN_KEY) ?? ''}` }, signal: ctrl.signal })
      .then((r) => (r.ok ? r.blob() : null))
      .then((blob) => { if (blob) { objectUrl = URL.createObjectURL(blob); setSrc(objectUrl); } })
      .catch(() => undefined);
    return () => { ctrl.abort(); if (objectUrl) URL.revokeObjectURL(objectUrl); };
  }, [url, thumb]);
  if (!url) return <span>{translate('club.purchases.noReceipt')}</span>;
  return src ? <img src={src} alt={translate('club.purchases.receiptOf', { ref: record?.referenceNumber ?? '' })} style={{ maxWidth: thumb ? 80 : '100%', maxHeight: thumb ? 80 : 640, borderRadius: 6 }} /> : <span>…</span>;
}
