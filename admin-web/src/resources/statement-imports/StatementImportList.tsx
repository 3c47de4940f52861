import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Box, Typography, useMediaQuery, type Theme } from '@mui/material';
import { CreateButton, Datagrid, FunctionField, List, SimpleList, TextField, TopToolbar, useTranslate, type Identifier } from 'react-admin';
import type { StatementImportDto } from '@club/core';
import { NoResults } from '../../components/NoResults';
import { BankAccountName, StaffName } from '../../components/RecordNames';
import { DateTimeField, useDates } from '../../dates';
import { ImportCounts, linesOfImport } from './ImportCounts';

function Actions() {
  return (
    // On a phone the button floats over the list: its empty bar takes no room.
    <TopToolbar sx={{ minHeight: { xs: 0, sm: 64 } }}>
      <CreateButton label="club.statements.importButton" icon={<UploadFileIcon />} data-testid="statement-import-open" />
    </TopToolbar>
  );
}

/** "3 lines · 2 new": an overlapping file brings lines an earlier one brought; those are kept once. */
function useLinesText() {
  const translate = useTranslate();
  const dates = useDates();
  return (r: StatementImportDto) => translate('club.statements.linesNew', { lines: dates.number(r.lines), new: dates.number(r.new_lines), smart_count: r.lines });
}

/** Before any import: what the screen is for, and where to start. */
function NoImports() {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', p: 4, maxWidth: 560, mx: 'auto' }} data-testid="statement-imports-empty">
      <UploadFileIcon color="action" sx={{ fontSize: 48 }} />
      <Typography variant="h6" component="p">{translate('club.statements.noImports')}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>{translate('club.statements.noImportsHint')}</Typography>
      <CreateButton variant="contained" label="club.statements.importButton" icon={<UploadFileIcon />} data-testid="statement-import-open" />
    </Box>
  );
}

/**
 * The statement files staff imported, newest first: which account, when and by whom, how many
 * credit lines it held and how many were new, and what became of them. A row opens its lines.
 */
export function StatementImportList() {
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const dates = useDates();
  const linesText = useLinesText();
  const open = (id: Identifier) => linesOfImport(String(id), false);
  return (
    <List actions={<Actions />} sort={{ field: 'imported_at', order: 'DESC' }} perPage={25} exporter={false} empty={<NoImports />}>
      {small ? (
        <SimpleList<StatementImportDto>
          primaryText={(r) => r.file_name}
          // One fact a line, then the chips: a phone has no room beside them.
          secondaryText={(r) => (
            <>
              <Box component="span" sx={{ display: 'block' }}><BankAccountName id={r.bank_account_id} /></Box>
              <Box component="span" sx={{ display: 'block' }}>{dates.dateTime(r.imported_at)} · <StaffName id={r.imported_by} /></Box>
              <Box component="span" sx={{ display: 'block', mb: 0.5 }}>{linesText(r)}</Box>
              <ImportCounts counts={r.counts} />
            </>
          )}
          rowClick={open}
          empty={<NoResults />}
          rowSx={() => ({ borderBottom: 1, borderColor: 'divider' })}
        />
      ) : (
        <Datagrid rowClick={open} bulkActionButtons={false} empty={<NoResults />} sx={{ '& .RaDatagrid-rowCell, & .RaDatagrid-headerCell': { px: 1 } }}>
          <TextField source="file_name" sortable={false} sx={{ fontWeight: 500, overflowWrap: 'anywhere' }} />
          <FunctionField<StatementImportDto> source="bank_account_id" sortable={false} render={(r) => <BankAccountName id={r.bank_account_id} />} />
          <DateTimeField source="imported_at" sx={{ whiteSpace: 'nowrap' }} />
          <FunctionField<StatementImportDto> source="imported_by" sortable={false} render={(r) => <StaffName id={r.imported_by} />} />
          <FunctionField<StatementImportDto> source="lines" sortable={false} render={linesText} sx={{ whiteSpace: 'nowrap' }} />
          <FunctionField<StatementImportDto> source="counts" sortable={false} render={(r) => <ImportCounts counts={r.counts} />} />
        </Datagrid>
      )}
    </List>
  );
}
