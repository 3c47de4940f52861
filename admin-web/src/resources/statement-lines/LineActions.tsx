import { useRef, useState, type FormEvent } from 'react';
import CheckIcon from '@mui/icons-material/Check';
import LinkIcon from '@mui/icons-material/Link';
import DoNotDisturbIcon from '@mui/icons-material/DoNotDisturbAlt';
import {
  Alert, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, TextField, useMediaQuery, type Theme,
} from '@mui/material';
import { HttpError, useNotify, useTranslate } from 'react-admin';
import { BANK_FINDINGS, type BankFinding, type StatementCandidateDto, type StatementLineDto } from '@club/core';
import { useFindingText } from '../../components/BankCheck';
import { request } from '../../http';

/** What staff decide about a waiting line; the API answers the line as it now is. */
type Decision = { action: 'assign'; reference: string } | { action: 'dismiss'; note: string };

/**
 * After a line changed: `decided` when staff decided it here (the list reloads and moves focus
 * on), not when a refusal may mean a colleague decided it first (the list reloads only).
 */
export type AfterChange = (lineId: string, decided: boolean) => Promise<void>;

/** The finding an assignment was refused with (the API's error.details), when that is why. */
function refusedFor(err: unknown): BankFinding | null {
  const details: unknown = err instanceof HttpError ? (err.body as { error?: { details?: unknown } } | undefined)?.error?.details : undefined;
  const code = (details as { code?: unknown } | undefined)?.code;
  return (BANK_FINDINGS as readonly unknown[]).includes(code) ? (details as BankFinding) : null;
}

/**
 * Sends a decision. The API refuses with what staff can act on (the amount differs, the reference
 * is unknown, a colleague decided first): it is answered, not thrown, so it is shown where staff
 * are looking; a finding in the same words as the line's own.
 */
function useDecide(line: StatementLineDto, onDecided: () => Promise<void>) {
  const translate = useTranslate();
  const notify = useNotify();
  const findingText = useFindingText('club.statements');
  const [busy, setBusy] = useState(false);
  const decide = async (decision: Decision): Promise<string | null> => {
    setBusy(true);
    try {
      const body = decision.action === 'assign' ? { reference: decision.reference } : { note: decision.note };
      const { json } = await request(`/api/v1/admin/statement-lines/${line.id}/${decision.action}`, { method: 'POST', body: JSON.stringify(body) });
      const decided = json as StatementLineDto;
      notify(decision.action === 'assign' ? 'club.statements.assigned' : 'club.statements.dismissed', {
        type: 'success', messageArgs: { reference: decided.paid_for?.reference ?? (decision.action === 'assign' ? decision.reference : '') },
      });
      await onDecided();
      return null;
    } catch (err) {
      const finding = refusedFor(err);
      if (finding) return translate('club.statements.assignRefused', { finding: findingText(finding) });
      return err instanceof Error && err.message ? err.message : translate('club.statements.decideFailed');
    } finally {
      setBusy(false);
    }
  };
  return { decide, busy };
}

/**
 * "This one" beside a candidate of a line several purchases or orders could be: assigns the line
 * to it. Its accessible name starts with its words and names the candidate ("This one:
 * TK-AB12-CD34"), as a screen reader lists every button of the page. A refusal is notified.
 */
export function ThisOneButton({ line, candidate, afterChange }: { line: StatementLineDto; candidate: StatementCandidateDto; afterChange: AfterChange }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { decide, busy } = useDecide(line, () => afterChange(line.id, true));
  const choose = async () => {
    const refused = await decide({ action: 'assign', reference: candidate.reference });
    if (!refused) return;
    notify(refused, { type: 'error', autoHideDuration: 10_000 });
    await afterChange(line.id, false);
  };
  return (
    <Button
      size="small"
      variant="contained"
      startIcon={busy ? <CircularProgress size={16} color="inherit" /> : <CheckIcon />}
      disabled={busy}
      onClick={() => void choose()}
      aria-label={translate('club.statements.thisOneFor', { reference: candidate.reference })}
      data-testid="statement-line-this-one"
      sx={{ whiteSpace: 'nowrap', flex: 'none' }}
    >
      {translate('club.statements.thisOne')}
    </Button>
  );
}

/**
 * Assign… (to a purchase or order by its reference) and Dismiss… (it pays for nothing of the
 * club's, saying why), each asking in a dialog. A refusal stays in the dialog, above the field to
 * correct; the list reloads once the dialog is closed. Cancelled, focus goes back to the button
 * that opened it; decided, the list moves focus on (the line may have left it).
 */
export function LineDecisions({ line, summary, describedBy, afterChange }: {
  line: StatementLineDto;
  /** The line in words ("฿1,500.00 · 24 Nov 2026, 13:10 · SOMCHAI J"), so the dialog says which. */
  summary: string;
  /** The id of the line's heading: the buttons' description, as every line has the same two. */
  describedBy: string;
  afterChange: AfterChange;
}) {
  const translate = useTranslate();
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [asking, setAsking] = useState(false);
  // The dialog's question; kept while it closes, so its words do not change as it fades.
  const [action, setAction] = useState<'assign' | 'dismiss'>('assign');
  const [text, setText] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const decided = useRef(false);
  const openers = { assign: useRef<HTMLButtonElement>(null), dismiss: useRef<HTMLButtonElement>(null) };
  const { decide, busy } = useDecide(line, async () => {
    decided.current = true;
    setAsking(false);
    await afterChange(line.id, true);
  });

  const open = (chosen: 'assign' | 'dismiss') => {
    decided.current = false;
    setAction(chosen);
    setText('');
    setRefusal(null);
    setAsking(true);
  };
  const close = () => {
    if (busy) return;
    setAsking(false);
    // A refusal may mean a colleague decided it meanwhile: the list shows it as it is now.
    if (refusal) void afterChange(line.id, false);
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!asking || !text.trim() || busy) return;
    setRefusal(await decide(action === 'assign' ? { action: 'assign', reference: text.trim() } : { action: 'dismiss', note: text.trim() }));
  };

  const button = (kind: 'assign' | 'dismiss') => (
    <Button
      ref={openers[kind]}
      variant="outlined"
      color={kind === 'assign' ? 'primary' : 'inherit'}
      startIcon={kind === 'assign' ? <LinkIcon /> : <DoNotDisturbIcon />}
      onClick={() => open(kind)}
      aria-describedby={describedBy}
      aria-haspopup="dialog"
      size={small ? 'large' : 'medium'}
      sx={{ whiteSpace: 'nowrap', flex: small ? '1 1 auto' : undefined }}
      data-testid={`statement-line-${kind}`}
    >
      {translate(`club.statements.${kind}Open`)}
    </Button>
  );

  return (
    <>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        {button('assign')}
        {button('dismiss')}
      </Stack>
      <Dialog
        open={asking}
        onClose={close}
        fullWidth
        maxWidth="sm"
        // Focus is put back by hand: after a decision the button may be gone with its line.
        disableRestoreFocus
        slotProps={{ transition: { onExited: () => { if (!decided.current) openers[action].current?.focus(); } } }}
        aria-labelledby={`${line.id}-dialog-title`}
        data-testid="statement-line-dialog"
      >
        <form onSubmit={(e) => void submit(e)} noValidate>
          <DialogTitle id={`${line.id}-dialog-title`}>{translate(`club.statements.${action}Title`)}</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 1, fontWeight: 500, color: 'text.primary' }}>{summary}</DialogContentText>
            <DialogContentText sx={{ mb: 2 }}>{translate(`club.statements.${action}Text`)}</DialogContentText>
            {refusal && <Alert severity="error" role="alert" sx={{ mb: 2 }} data-testid="statement-line-refusal">{refusal}</Alert>}
            <TextField
              autoFocus
              fullWidth
              required
              multiline={action === 'dismiss'}
              minRows={action === 'dismiss' ? 2 : undefined}
              label={translate(`club.statements.${action}Field`)}
              helperText={translate(`club.statements.${action}FieldHint`)}
              value={text}
              onChange={(e) => setText(e.target.value)}
              slotProps={{ htmlInput: { maxLength: action === 'assign' ? 40 : 500, autoComplete: 'off', spellCheck: action === 'dismiss', 'data-testid': 'statement-line-dialog-input' } }}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={close} disabled={busy}>{translate('ra.action.cancel')}</Button>
            <Button
              type="submit"
              variant="contained"
              color={action === 'assign' ? 'primary' : 'error'}
              disabled={busy || !text.trim()}
              startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
              data-testid="statement-line-dialog-submit"
            >
              {translate(`club.statements.${action}Confirm`)}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}
