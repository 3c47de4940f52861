import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link } from 'react-router';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Alert, Box, Button, Card, CardContent, Checkbox, CircularProgress, FormControlLabel, Stack, TextField, Typography,
} from '@mui/material';
import { Title, useGetList, useLocaleState, useRefresh, useTranslate } from 'react-admin';
import {
  MAX_STATEMENT_BYTES, offeredStatementMapping, type AdminBankAccountDto, type StatementImportDto, type StatementMapping,
} from '@club/core';
import { Facts } from '../../components/Facts';
import { BankAccountName } from '../../components/RecordNames';
import { useDates } from '../../dates';
import { request } from '../../http';
import { ImportCounts, linesOfImport, waitingCount } from './ImportCounts';
import { readStatementRows, statementHead, type StatementHead } from './statementCsv';

/** The columns staff map, in the order a statement usually has them; date and credit are needed, the rest help matching. */
const FIELDS = ['date', 'time', 'credit', 'description', 'payer', 'reference'] as const;
type Field = (typeof FIELDS)[number];
const REQUIRED: readonly Field[] = ['date', 'credit'];
/** Each field's column by its header name; '' for none. */
type Columns = Record<Field, string>;
const NO_COLUMNS: Columns = { date: '', time: '', credit: '', description: '', payer: '', reference: '' };
const DATE_ORDERS = ['DMY', 'YMD', 'MDY'] as const;

/** The account's saved mapping while it is being read (undefined), or what it is (null: never saved). */
type Saved = { mapping: StatementMapping | null | undefined };

/** The columns to offer for this file (core's offeredStatementMapping: the account's saved mapping, gaps guessed from the header names). */
function fill(head: StatementHead, saved: StatementMapping | null | undefined): { columns: Columns; dateOrder: StatementMapping['dateOrder']; from: 'saved' | 'suggested' } {
  const { mapping, from } = offeredStatementMapping(head.headers, saved);
  const columns = { ...NO_COLUMNS };
  for (const f of FIELDS) columns[f] = mapping[f] ?? '';
  return { columns, dateOrder: mapping.dateOrder ?? 'DMY', from };
}

/** What the API answered: the import and its counts. */
function ImportResult({ result, onAnother }: { result: StatementImportDto; onAnother: () => void }) {
  const translate = useTranslate();
  const dates = useDates();
  const waiting = waitingCount(result.counts);
  const heading = useRef<HTMLHeadingElement>(null);
  // Focused when it appears, so a screen reader reads the outcome and Tab goes on to its links.
  useEffect(() => heading.current?.focus(), []);
  return (
    <Card data-testid="statement-import-result">
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h6" component="h2" tabIndex={-1} ref={heading} sx={{ outline: 'none' }}>
            {translate('club.statements.imported', { file: result.file_name })}
          </Typography>
          <Facts labelWidth="minmax(140px, 30%)" rows={[
            [translate('resources.statement-imports.fields.bank_account_id'), <BankAccountName key="a" id={result.bank_account_id} />],
            [translate('resources.statement-imports.fields.lines'), <span key="l" data-testid="statement-import-lines" data-lines={result.lines} data-new={result.new_lines}>
              {translate('club.statements.linesNew', { lines: dates.number(result.lines), new: dates.number(result.new_lines), smart_count: result.lines })}
            </span>],
            [translate('resources.statement-imports.fields.counts'), <ImportCounts key="c" counts={result.counts} />],
          ]} />
          {result.new_lines === 0 && <Alert severity="info">{translate('club.statements.nothingNew')}</Alert>}
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, flexWrap: 'wrap' }}>
            {waiting > 0 && (
              <Button component={Link} to={linesOfImport(result.id, true)} variant="contained" data-testid="statement-import-check">
                {translate('club.statements.checkWaiting', { smart_count: waiting, count: dates.number(waiting) })}
              </Button>
            )}
            <Button component={Link} to={linesOfImport(result.id, false)} variant={waiting > 0 ? 'outlined' : 'contained'} data-testid="statement-import-all-lines">
              {translate('club.statements.allLinesOfImport')}
            </Button>
            <Button onClick={onAnother} startIcon={<UploadFileIcon />}>{translate('club.statements.importAnother')}</Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}

/**
 * Import a bank statement: staff choose the account and the CSV file their internet banking
 * exported; the file's header row is read here so they can say which column holds what (filled
 * from the account's last mapping, or guessed from the names), then the API reads the whole file,
 * matches each credit line and answers what became of them. A refusal names the problem (a
 * missing column, a line that is not a date) and nothing is imported.
 */
export function StatementImportCreate() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const refresh = useRefresh();
  const fileInput = useRef<HTMLInputElement>(null);
  const accounts = useGetList<AdminBankAccountDto>('bank-accounts', { pagination: { page: 1, perPage: 100 }, sort: { field: 'bank_name', order: 'ASC' } });
  const [accountId, setAccountId] = useState('');
  const [saved, setSavedState] = useState<Saved | null>(null);
  const [file, setFile] = useState<File | null>(null);
  // The file's first records: its header row is found with the account's saved mapping, once known.
  const [rows, setRowsState] = useState<string[][] | null>(null);
  // The file read last and the account's mapping known last: each may arrive while the other is awaited.
  const rowsRef = useRef<string[][] | null>(null);
  const savedRef = useRef<Saved | null>(null);
  const setRows = (r: string[][] | null) => { rowsRef.current = r; setRowsState(r); };
  const setSaved = (s: Saved | null) => { savedRef.current = s; setSavedState(s); };
  const [fileError, setFileError] = useState<string | null>(null);
  const [columns, setColumns] = useState<Columns>(NO_COLUMNS);
  const [dateOrder, setDateOrder] = useState<StatementMapping['dateOrder']>('DMY');
  const [filledFrom, setFilledFrom] = useState<'saved' | 'suggested' | null>(null);
  const [remember, setRemember] = useState(true);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<StatementImportDto | null>(null);
  // The account asked about last: an answer for one chosen before it is dropped.
  const asked = useRef('');
  // A refusal shows under the form, by the button: brought into view on a phone's long page.
  const problem = useRef<HTMLDivElement>(null);
  useEffect(() => { if (error) problem.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' }); }, [error]);

  const applyFill = (r: string[][] | null, s: Saved | null) => {
    const h = r && statementHead(r, s?.mapping);
    if (!h) return;
    const filled = fill(h, s?.mapping);
    setColumns(filled.columns);
    setDateOrder(filled.dateOrder);
    setFilledFrom(filled.from);
  };

  const chooseAccount = async (id: string) => {
    setAccountId(id);
    setError(null);
    asked.current = id;
    if (!id) return setSaved(null);
    setSaved({ mapping: undefined });
    let mapping: StatementMapping | null = null;
    try {
      mapping = ((await request(`/api/v1/admin/statement-imports/mapping/${encodeURIComponent(id)}`)).json as { mapping: StatementMapping | null }).mapping;
    } catch {
      // No saved mapping to offer: the guess from the header names does.
    }
    if (asked.current !== id) return;
    const now = { mapping };
    setSaved(now);
    applyFill(rowsRef.current, now);
  };

  // The club's only account is the one the statement is of: chosen once (its saved mapping read), staff may still unset it.
  const only = accounts.data?.length === 1 ? accounts.data[0]!.id : null;
  const preselected = useRef(false);
  useEffect(() => {
    if (!only || preselected.current) return;
    preselected.current = true;
    if (!asked.current) void chooseAccount(only);
  });

  const chooseFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const chosen = e.target.files?.[0] ?? null;
    e.target.value = '';
    if (!chosen) return;
    setError(null);
    setFile(chosen);
    setRows(null);
    setFilledFrom(null);
    if (chosen.size > MAX_STATEMENT_BYTES) return setFileError(translate('club.statements.fileTooLarge'));
    const read = await readStatementRows(chosen).catch(() => null);
    if (!read || !statementHead(read, savedRef.current?.mapping)) return setFileError(translate('club.statements.noHeader'));
    setFileError(null);
    setRows(read);
    applyFill(read, savedRef.current);
  };

  const head = rows && statementHead(rows, saved?.mapping);
  const missing = REQUIRED.filter((f) => !columns[f]);
  const ready = !!accountId && !!file && !!head && !fileError && !missing.length && saved?.mapping !== undefined;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!ready || busy) return;
    const mapping: StatementMapping = {
      date: columns.date, time: columns.time || null, credit: columns.credit, description: columns.description || null,
      payer: columns.payer || null, reference: columns.reference || null, dateOrder,
    };
    const form = new FormData();
    form.append('bank_account_id', accountId);
    form.append('mapping', JSON.stringify(mapping));
    form.append('save_mapping', String(remember));
    form.append('statement', file, file.name);
    setBusy(true);
    setError(null);
    try {
      const { json } = await request('/api/v1/admin/statement-imports', { method: 'POST', body: form });
      setResult(json as StatementImportDto);
      // The imports' list and the lines to check have changed.
      refresh();
    } catch (err) {
      setError(err instanceof Error && err.message ? err.message : translate('club.statements.importFailed'));
    } finally {
      setBusy(false);
    }
  };

  const another = () => {
    setResult(null);
    setFile(null);
    setRows(null);
    setFilledFrom(null);
    setColumns(NO_COLUMNS);
    // The account stays: the next file is often the same account's; its mapping may have been saved just now.
    if (accountId) void chooseAccount(accountId);
  };

  const title = <Title title="club.statements.importTitle" />;
  if (result) return <Box sx={{ py: 2, maxWidth: 900 }}>{title}<ImportResult result={result} onAnother={another} /></Box>;

  const accountText = (a: AdminBankAccountDto) => `${locale === 'th' ? a.bank_name_th || a.bank_name : a.bank_name} · ${a.account_number} · ${a.account_name}`;
  const field = (f: Field) => translate(`club.statements.field_${f}`);
  const sampleOf = (name: string) => (name && head?.sample[name] ? translate('club.statements.sample', { value: head.sample[name] }) : ' ');

  return (
    <Box sx={{ py: 2, maxWidth: 900 }}>
      {title}
      <Card>
        <CardContent>
          <Stack component="form" spacing={3} onSubmit={submit} noValidate aria-busy={busy || accounts.isPending} data-testid="statement-import-form">
            <Typography variant="body2" color="text.secondary">{translate('club.statements.importIntro')}</Typography>

            {/* 1. The account the statement is of. */}
            <Box>
              <TextField
                select
                fullWidth
                required
                label={translate('resources.statement-imports.fields.bank_account_id')}
                value={accountId}
                onChange={(e) => void chooseAccount(e.target.value)}
                disabled={accounts.isPending || busy}
                helperText={accounts.error ? translate('club.statements.accountsFailed') : translate('club.statements.accountHint')}
                error={!!accounts.error}
                slotProps={{ select: { native: true }, inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'statement-account' } }}
              >
                <option value="">{accounts.isPending ? translate('ra.page.loading') : translate('club.statements.chooseAccount')}</option>
                {accounts.data?.map((a) => <option key={a.id} value={a.id}>{accountText(a)}</option>)}
              </TextField>
              {accounts.data?.length === 0 && <Alert severity="info" sx={{ mt: 1 }}>{translate('club.statements.noAccounts')}</Alert>}
            </Box>

            {/* 2. The file, read here for its header row. */}
            <Box>
              <input ref={fileInput} type="file" accept=".csv,text/csv" hidden onChange={(e) => void chooseFile(e)} data-testid="statement-file" />
              <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, alignItems: { sm: 'center' } }}>
                <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => fileInput.current?.click()} disabled={busy} aria-describedby="statement-file-hint" sx={{ alignSelf: 'flex-start' }}>
                  {translate(file ? 'club.statements.chooseOtherFile' : 'club.statements.chooseFile')}
                </Button>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }} data-testid="statement-file-name">
                  {file ? `${file.name} · ${translate('club.statements.columnsFound', { smart_count: head?.headers.length ?? 0 })}` : ''}
                </Typography>
              </Stack>
              <Typography id="statement-file-hint" variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>{translate('club.statements.fileHint')}</Typography>
              {fileError && <Alert severity="error" role="alert" sx={{ mt: 1 }} data-testid="statement-file-error">{fileError}</Alert>}
            </Box>

            {/* 3. Which column holds what: once the file's columns are known. */}
            {head && (
              <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }} data-testid="statement-mapping">
                <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, p: 0 }}>{translate('club.statements.mappingTitle')}</Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }} data-testid="statement-mapping-from" data-from={filledFrom ?? ''}>
                  {saved?.mapping === undefined && accountId
                    ? translate('club.statements.mappingLoading')
                    : translate(filledFrom === 'saved' ? 'club.statements.mappingFromSaved' : 'club.statements.mappingGuessed')}
                </Typography>
                <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' } }}>
                  {FIELDS.map((f) => {
                    const required = REQUIRED.includes(f);
                    return (
                      <TextField
                        key={f}
                        select
                        fullWidth
                        required={required}
                        label={field(f)}
                        value={columns[f]}
                        onChange={(e) => setColumns({ ...columns, [f]: e.target.value })}
                        error={required && !columns[f]}
                        helperText={required && !columns[f] ? translate('club.statements.columnNeeded') : sampleOf(columns[f])}
                        disabled={busy}
                        slotProps={{ select: { native: true }, inputLabel: { shrink: true }, htmlInput: { 'data-testid': `statement-column-${f}` } }}
                      >
                        <option value="">{translate(required ? 'club.statements.chooseColumn' : f === 'time' ? 'club.statements.noTimeColumn' : 'club.statements.noColumn')}</option>
                        {head.headers.map((h) => <option key={h} value={h}>{h}</option>)}
                      </TextField>
                    );
                  })}
                  <TextField
                    select
                    fullWidth
                    label={translate('club.statements.dateOrder')}
                    value={dateOrder}
                    onChange={(e) => setDateOrder(e.target.value as StatementMapping['dateOrder'])}
                    helperText={translate('club.statements.dateOrderHint')}
                    disabled={busy}
                    slotProps={{ select: { native: true }, inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'statement-date-order' } }}
                    sx={{ gridColumn: { sm: 'span 2', md: 'span 3' } }}
                  >
                    {DATE_ORDERS.map((o) => <option key={o} value={o}>{translate(`club.statements.dateOrder_${o}`)}</option>)}
                  </TextField>
                </Box>
                <FormControlLabel
                  sx={{ mt: 1 }}
                  control={<Checkbox checked={remember} onChange={(e) => setRemember(e.target.checked)} disabled={busy} slotProps={{ input: { 'data-testid': 'statement-remember' } as object }} />}
                  label={translate('club.statements.remember')}
                />
              </Box>
            )}

            {error && <Alert ref={problem} severity="error" role="alert" data-testid="statement-import-error">{error}</Alert>}

            <Box>
              <Button type="submit" variant="contained" size="large" disabled={!ready || busy} startIcon={busy ? <CircularProgress size={18} color="inherit" /> : <UploadFileIcon />} data-testid="statement-import-submit">
                {translate(busy ? 'club.statements.importing' : 'club.statements.import')}
              </Button>
            </Box>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
