import { useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import { Box, Button, Chip, CircularProgress, Grid, Typography, type ChipProps } from '@mui/material';
import { HttpError, ReferenceInput, SearchInput, SelectInput, useLocaleState, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { formatBaht, type UploadFolder } from '@club/core';
import { request } from '../http';

/**
 * Pieces the catalogue screens share (products, categories, banners, promo codes, shipping
 * methods, pickup locations): names in the console language, baht, upload, a two-language row.
 */

/** The record's text in the console language: `name_th` in Thai (falling back to English), `name` otherwise. */
export function useLocalized() {
  const [locale] = useLocaleState();
  return <R extends object>(record: R | undefined, field: string): string => {
    if (!record) return '';
    const r = record as Record<string, unknown>;
    const value = locale === 'th' ? r[`${field}_th`] || r[field] : r[field];
    return typeof value === 'string' ? value : '';
  };
}

export function useBaht() {
  const [locale] = useLocaleState();
  return (satang: number | null | undefined) => (satang === null || satang === undefined ? '—' : formatBaht(satang, locale));
}

/** Price, with the sale price and the original struck through when there is one. */
export function PriceField(_props: { label?: string; source?: string; sortBy?: string; textAlign?: 'right' }) {
  const record = useRecordContext<{ price_satang: number; sale_price_satang: number | null }>();
  const baht = useBaht();
  if (!record) return null;
  if (record.sale_price_satang === null) return <span>{baht(record.price_satang)}</span>;
  return (
    <span>
      <Box component="span" sx={{ color: 'error.main', fontWeight: 600 }}>{baht(record.sale_price_satang)}</Box>{' '}
      <Box component="span" sx={{ textDecoration: 'line-through', color: 'text.secondary', fontSize: '0.85em' }}>{baht(record.price_satang)}</Box>
    </span>
  );
}

export function ActiveChip(_props: { label?: string; source?: string; sortable?: boolean }) {
  const record = useRecordContext<{ active: boolean }>();
  const translate = useTranslate();
  if (!record) return null;
  return <Chip size="small" variant={record.active ? 'filled' : 'outlined'} color={record.active ? 'success' : 'default'} label={translate(record.active ? 'club.catalogue.active' : 'club.catalogue.inactive')} />;
}

export function StatusChip({ status, size = 'small' }: { status: string; size?: ChipProps['size'] }) {
  const translate = useTranslate();
  const color: ChipProps['color'] = status === 'active' ? 'success' : status === 'draft' ? 'warning' : 'default';
  return <Chip size={size} color={color} variant={status === 'archived' ? 'outlined' : 'filled'} label={translate(`club.productStatus.${status}`)} />;
}

/** A small square picture; a missing image leaves a grey square rather than a broken icon. */
export function Thumbnail({ url, alt, size = 48, eager = false }: { url: string | null | undefined; alt: string; size?: number; eager?: boolean }) {
  return (
    <Box sx={{ width: size, height: size, flex: 'none', borderRadius: 1, overflow: 'hidden', bgcolor: 'action.hover', border: 1, borderColor: 'divider' }}>
      {url ? <Box component="img" src={url} alt={alt} loading={eager ? 'eager' : 'lazy'} sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} /> : null}
    </Box>
  );
}

/** POST /api/v1/admin/uploads: the server reads the type from the bytes and answers the public URL. */
export async function uploadImage(file: File, folder: UploadFolder): Promise<string> {
  const form = new FormData();
  form.append('folder', folder);
  form.append('image', file, file.name);
  const { json } = await request('/api/v1/admin/uploads', { method: 'POST', body: form });
  return (json as { url: string }).url;
}

/** A button that opens the file picker and hands each uploaded image's URL to `onUploaded`. */
export function UploadButton({ folder, onUploaded, multiple = false, label = 'club.catalogue.upload' }: {
  folder: UploadFolder;
  onUploaded: (url: string) => void;
  multiple?: boolean;
  label?: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const notify = useNotify();
  const translate = useTranslate();

  const onChange = async (e: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(e.target.files ?? []);
    e.target.value = '';
    if (!files.length) return;
    setBusy(true);
    try {
      for (const file of files) {
        try {
          onUploaded(await uploadImage(file, folder));
        } catch (err) {
          const status = err instanceof HttpError ? err.status : 0;
          const reason = status === 413 ? translate('club.catalogue.uploadTooLarge') : status === 415 ? translate('club.catalogue.uploadWrongType') : (err as Error).message;
          notify('club.catalogue.uploadFailed', { type: 'error', messageArgs: { name: file.name, reason } });
        }
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <input ref={input} type="file" accept="image/jpeg,image/png,image/webp" multiple={multiple} hidden onChange={onChange} data-testid={`upload-${folder}`} />
      <Button variant="outlined" size="small" startIcon={busy ? <CircularProgress size={16} /> : <CloudUploadIcon />} disabled={busy} onClick={() => input.current?.click()}>
        {translate(busy ? 'club.catalogue.uploading' : label)}
      </Button>
    </>
  );
}

/** English and Thai inputs side by side on wide screens, one above the other on phones. */
export function Bilingual({ children }: { children: [ReactNode, ReactNode] }) {
  return (
    <Grid container columnSpacing={2} sx={{ width: '100%' }}>
      <Grid size={{ xs: 12, md: 6 }}>{children[0]}</Grid>
      <Grid size={{ xs: 12, md: 6 }}>{children[1]}</Grid>
    </Grid>
  );
}

export function Section({ title }: { title: string }) {
  const translate = useTranslate();
  return <Typography variant="subtitle1" sx={{ mt: 2, mb: 0.5, fontWeight: 600, width: '100%' }}>{translate(title)}</Typography>;
}

/** Lines of a multi-line text input as a list, and back (empty lines are dropped when saving). */
export const linesFormat = (v: unknown) => (Array.isArray(v) ? v.join('\n') : '');
export const linesParse = (v: string) => v.split('\n');
export const cleanLines = (v: unknown) => (Array.isArray(v) ? v.map((s) => String(s).trim()).filter(Boolean) : []);

export function ActiveFilter({ source }: { source: string; alwaysOn?: boolean }) {
  const translate = useTranslate();
  return <SelectInput source={source} choices={[{ id: 'true', name: translate('club.catalogue.active') }, { id: 'false', name: translate('club.catalogue.inactive') }]} />;
}

export const activeFilters = [<SearchInput key="q" source="q" alwaysOn />, <ActiveFilter key="active" source="active" alwaysOn />];

/** The stadium a pickup place is at, or a pickup method collects at (then only the places there are offered); none: a shop elsewhere, or any place. */
export function VenueInput({ helperText }: { helperText: string }) {
  const localized = useLocalized();
  return (
    <ReferenceInput source="venue_id" reference="venues" sort={{ field: 'name', order: 'ASC' }} perPage={100}>
      <SelectInput optionText={(r: object) => localized(r, 'name')} emptyText="club.catalogue.noVenue" helperText={helperText} fullWidth parse={(v: string) => v || null} />
    </ReferenceInput>
  );
}
