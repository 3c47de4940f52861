import { useEffect, useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { TOKEN_KEY } from '../http';

type Loaded = { url: string; src: string | null; failed: boolean };

/** A private image (a payment slip) fetched with the staff token: slips are never public URLs. */
function usePrivateImage(url: string | null | undefined): Loaded | null {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    if (!url) return;
    let objectUrl: string | null = null;
    const ctrl = new AbortController();
    fetch(url, { headers: { authorization: `Bearer ${localStorage.getItem(TOKEN_KEY) ?? ''}` }, signal: ctrl.signal })
      .then((r) => (r.ok ? r.blob() : null))
      .then((blob) => {
        if (blob) objectUrl = URL.createObjectURL(blob);
        setLoaded({ url, src: objectUrl, failed: !blob });
      })
      .catch(() => { if (!ctrl.signal.aborted) setLoaded({ url, src: null, failed: true }); });
    return () => { ctrl.abort(); if (objectUrl) URL.revokeObjectURL(objectUrl); };
  }, [url]);
  // A result for an earlier URL (the record changed) is not shown.
  return loaded && loaded.url === url ? loaded : null;
}

/**
 * The slip of the record in context. `source` names the record field holding the API path of the
 * image and `altSource` the reference used in its alt text; the defaults fit ticket purchases.
 * `label` is read by Datagrid for the column header.
 */
export function ReceiptImage({ thumb = false, source = 'receiptImageUrl', altSource = 'referenceNumber', maxHeight = 640 }: {
  thumb?: boolean;
  source?: string;
  altSource?: string;
  maxHeight?: number;
  label?: string;
}) {
  const record = useRecordContext<Record<string, unknown>>();
  const translate = useTranslate();
  const path = typeof record?.[source] === 'string' ? (record[source] as string) : null;
  const url = path ? `${path}${thumb ? `${path.includes('?') ? '&' : '?'}size=thumb` : ''}` : null;
  const image = usePrivateImage(url);
  if (!url) return <span>{translate('club.purchases.noReceipt')}</span>;
  if (!image) return <span>…</span>;
  if (!image.src) return <span>{translate('club.receipt.loadError')}</span>;
  const img = (
    <img
      src={image.src}
      alt={translate('club.purchases.receiptOf', { ref: String(record?.[altSource] ?? '') })}
      style={{ display: 'block', maxWidth: thumb ? 80 : '100%', maxHeight: thumb ? 80 : maxHeight, borderRadius: 6 }}
    />
  );
  // The large slip opens at full size in a new tab, to zoom into the amount and the date.
  return thumb ? img : <a href={image.src} target="_blank" rel="noreferrer" onClick={(e) => e.stopPropagation()}>{img}</a>;
}
