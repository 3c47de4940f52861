import { Link } from 'react-router';
import { Button } from '@mui/material';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import { useRecordContext, useTranslate } from 'react-admin';
import type { AdminMatchDto } from '@club/core';

/** The console's gate report of a match (pages/GateReport.tsx), linked from the match and the check-in page. */
export const gateReportPath = (matchId: string) => `/gate-report/${matchId}`;

/** The match's edit page's button to its gate report. */
export function GateReportButton() {
  const record = useRecordContext<AdminMatchDto>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Button component={Link} to={gateReportPath(record.id)} startIcon={<FactCheckIcon />} size="small" data-testid="match-gate-report">
      {translate('club.gateReport.open')}
    </Button>
  );
}
