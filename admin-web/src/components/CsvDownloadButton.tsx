import { useState } from 'react';
import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { TopToolbar, useListContext, useNotify, useTranslate } from 'react-admin';
import { TOKEN_KEY, consoleLanguage } from '../http';

/**
 * Fetch a file with the staff bearer token (a plain link would go without it) and save it under
 * the name the API gives in content-disposition.
 */
async function downloadWithToken(path: string, fallbackName: string): Promise<void> {
  const token = localStorage.getItem(TOKEN_KEY);
  // A refusal comes back in the console's language.
  const res = await fetch(path, { headers: { 'accept-language': consoleLanguage(), ...(token ? { authorization: `Bearer ${token}` } : {}) } });
  if (!res.ok) {
    const body = await res.json().catch(() => null) as { error?: { message?: string } } | null;
    throw new Error(body?.error?.message ?? res.statusText);
  }
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A button that downloads a CSV export of the API (`/api/v1/admin/exports/...`). */
export function CsvDownloadButton({ path, label, fallbackName = 'export.csv', size = 'small' }: { path: string; label: string; fallbackName?: string; size?: 'small' | 'medium' }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    try {
      await downloadWithToken(path, fallbackName);
    } catch (e) {
      notify('club.exports.failed', { type: 'error', messageArgs: { message: (e as Error).message } });
    } finally {
      setBusy(false);
    }
  };
  // MUI's button, not react-admin's: that one drops its label on a phone, and "which file" matters here.
  return (
    <Button onClick={() => void onClick()} disabled={busy} size={size} startIcon={<DownloadIcon />} sx={{ whiteSpace: 'nowrap', justifyContent: 'flex-start' }}>
      {translate(label)}
    </Button>
  );
}

/** For the orders list's actions: exports the orders of the status filtered on, or all of them. */
function OrdersExportButton() {
  const { filterValues } = useListContext();
  const status = typeof filterValues?.status === 'string' && filterValues.status ? filterValues.status : undefined;
  return (
    <CsvDownloadButton
      path={`/api/v1/admin/exports/orders.csv${status ? `?status=${encodeURIComponent(status)}` : ''}`}
      label="club.exports.orders"
      fallbackName="orders.csv"
    />
  );
}

/** The orders list's top toolbar: the CSV export of what is filtered. */
export function OrderListActions() {
  return <TopToolbar><OrdersExportButton /></TopToolbar>;
}
