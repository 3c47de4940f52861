import { useEffect, useState } from 'react';
import CloseIcon from '@mui/icons-material/Close';
import { Box, Button, ButtonBase, Dialog, IconButton, ToggleButton, ToggleButtonGroup, Toolbar, Typography } from '@mui/material';
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
  /** Of the large slip: pixels or a CSS length ("calc(100vh - 150px)"). */
  maxHeight?: number | string;
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
  const alt = translate('club.purchases.receiptOf', { ref: String(record?.[altSource] ?? '') });
  if (thumb) return <img src={image.src} alt={alt} style={{ display: 'block', maxWidth: 80, maxHeight: 80, borderRadius: 6 }} />;
  return <ZoomableSlip src={image.src} alt={alt} maxHeight={maxHeight} />;
}

type Scale = 'fit' | 1 | 2;

/** The large slip; a click opens it on the whole screen, fitted or at 100 % and 200 %, to read the amount and the date. */
function ZoomableSlip({ src, alt, maxHeight }: { src: string; alt: string; maxHeight: number | string }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [scale, setScale] = useState<Scale>('fit');
  const [naturalWidth, setNaturalWidth] = useState(0);
  const close = () => { setOpen(false); setScale('fit'); };
  return (
    <>
      <ButtonBase
        onClick={(e) => { e.stopPropagation(); setOpen(true); }}
        aria-label={translate('club.receipt.zoom')}
        title={translate('club.receipt.zoom')}
        sx={{ display: 'block', borderRadius: 1.5, cursor: 'zoom-in' }}
        data-testid="slip-zoom"
      >
        <img src={src} alt={alt} style={{ display: 'block', maxWidth: '100%', maxHeight, borderRadius: 6 }} />
      </ButtonBase>
      <Dialog open={open} onClose={close} fullScreen onClick={(e) => e.stopPropagation()} aria-label={alt}>
        <Toolbar variant="dense" sx={{ gap: 1, flexWrap: 'wrap', py: 0.5 }}>
          <Typography sx={{ flex: 1, minWidth: 120 }} noWrap>{alt}</Typography>
          <ToggleButtonGroup exclusive size="small" value={scale} onChange={(_e, v: Scale | null) => v && setScale(v)}>
            <ToggleButton value="fit">{translate('club.receipt.fit')}</ToggleButton>
            <ToggleButton value={1}>100%</ToggleButton>
            <ToggleButton value={2}>200%</ToggleButton>
          </ToggleButtonGroup>
          <Button href={src} target="_blank" rel="noreferrer">{translate('club.receipt.openFull')}</Button>
          <IconButton onClick={close} aria-label={translate('ra.action.close')}><CloseIcon /></IconButton>
        </Toolbar>
        <Box sx={{ flex: 1, overflow: 'auto', display: 'flex', bgcolor: 'grey.900', p: 1 }}>
          <img
            src={src}
            alt={alt}
            onLoad={(e) => setNaturalWidth(e.currentTarget.naturalWidth)}
            onClick={() => setScale(scale === 'fit' ? 2 : 'fit')}
            style={scale === 'fit' || !naturalWidth
              ? { margin: 'auto', maxWidth: '100%', maxHeight: '100%', objectFit: 'contain', cursor: 'zoom-in' }
              : { margin: 'auto', flex: 'none', width: naturalWidth * scale, cursor: 'zoom-out' }}
          />
        </Box>
      </Dialog>
    </>
  );
}
