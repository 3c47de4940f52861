import { useState } from 'react';
import PaymentsIcon from '@mui/icons-material/Payments';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useWatch } from 'react-hook-form';
import {
  AutocompleteInput, CreateBase, Form, NumberInput, ReferenceInput, SaveButton, TextInput, useGetOne, useListContext, useNotify, useRefresh, useTranslate,
} from 'react-admin';
import type { AdminLedgerBalanceDto } from '@club/core';
import { useSatang } from '../../components/exchange/exchangeText';

/** The chosen fan's credit: a payout may take it to zero, no further (the API has the last word). */
function ChosenFanCredit() {
  const translate = useTranslate();
  const money = useSatang();
  const userId = useWatch({ name: 'user_id' }) as string | undefined;
  const { data } = useGetOne<AdminLedgerBalanceDto>('ledger-balances', { id: `fan:${userId}` }, { enabled: Boolean(userId) });
  if (!userId || !data) return null;
  return <Typography variant="body2" aria-live="polite">{translate('club.exchange.fanCredit', { name: data.user_name ?? '' })}: <strong>{money(data.balance_satang)}</strong></Typography>;
}

/**
 * An admin records that a fan was paid their credit (by transfer or in cash): a paid_out row from
 * the fan's account to club_payouts, with how it was paid. Opened on the list filtered on a fan,
 * that fan is chosen already.
 */
export function PayoutButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { filterValues } = useListContext();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <Button size="small" startIcon={<PaymentsIcon />} onClick={() => setOpen(true)} sx={{ whiteSpace: 'nowrap' }}>{translate('club.exchange.recordPayout')}</Button>
      <Dialog open={open} onClose={close} fullWidth aria-labelledby="payout-title">
        <CreateBase
          resource="ledger-entries" redirect={false} transform={(data) => ({ ...data, kind: 'paid_out' })}
          mutationOptions={{ onSuccess: () => { notify('club.exchange.payoutRecorded', { type: 'success' }); close(); refresh(); } }}
        >
          <Form defaultValues={{ user_id: typeof filterValues?.user_id === 'string' ? filterValues.user_id : undefined }}>
            <DialogTitle id="payout-title">{translate('club.exchange.recordPayout')}</DialogTitle>
            <DialogContent>
              <Typography variant="body2" color="text.secondary" gutterBottom>{translate('club.exchange.payoutIntro')}</Typography>
              <ReferenceInput source="user_id" reference="users">
                <AutocompleteInput label="resources.ledger-entries.fields.user_id" optionText={(u: { name: string; email: string } | undefined) => (u ? `${u.name} · ${u.email}` : '')} fullWidth />
              </ReferenceInput>
              <ChosenFanCredit />
              <NumberInput source="amount" label="resources.ledger-entries.fields.amount" min={0.01} step={0.01} fullWidth helperText="club.exchange.amountHint" />
              <TextInput source="note" label="resources.ledger-entries.fields.note" fullWidth multiline helperText="club.exchange.noteHint" />
            </DialogContent>
            <DialogActions>
              <Button onClick={close}>{translate('ra.action.cancel')}</Button>
              <SaveButton label="club.exchange.recordPayout" icon={<PaymentsIcon />} />
            </DialogActions>
          </Form>
        </CreateBase>
      </Dialog>
    </>
  );
}
