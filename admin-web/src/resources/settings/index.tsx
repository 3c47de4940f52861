import SettingsIcon from '@mui/icons-material/Settings';
import { Typography } from '@mui/material';
import { Edit, NumberInput, SaveButton, SimpleForm, TextField, Toolbar, usePermissions, useTranslate } from 'react-admin';
import { ORDER_PAYMENT_HOURS, PAYMENT_WINDOW_MINUTES, TRANSFER_CUTOFF_MINUTES } from '@club/core';
import { DateTimeField } from '../../dates';

/**
 * The club's settings: one record (id 1). Admins change them; staff see them. A change applies to
 * the purchases and orders made from then on, and to ticket transfers at once (each API process
 * rereads them within 5 seconds).
 */
function SettingsPage() {
  const { permissions } = usePermissions<string>();
  const translate = useTranslate();
  const admin = permissions === 'admin';
  return (
    <Edit resource="settings" id={1} redirect={false} mutationMode="pessimistic" title="club.settings.title">
      <SimpleForm toolbar={admin ? <Toolbar><SaveButton data-testid="settings-save" /></Toolbar> : false} sx={{ maxWidth: 560 }}>
        <Typography variant="body2" color="text.secondary">{translate('club.settings.intro')}</Typography>
        <NumberInput source="payment_window_minutes" min={PAYMENT_WINDOW_MINUTES.min} max={PAYMENT_WINDOW_MINUTES.max} step={1} disabled={!admin} fullWidth helperText={translate('club.settings.paymentWindowHint', PAYMENT_WINDOW_MINUTES)} />
        <NumberInput source="order_payment_hours" min={ORDER_PAYMENT_HOURS.min} max={ORDER_PAYMENT_HOURS.max} step={1} disabled={!admin} fullWidth helperText={translate('club.settings.orderHoursHint', ORDER_PAYMENT_HOURS)} />
        <NumberInput source="transfer_cutoff_minutes" min={TRANSFER_CUTOFF_MINUTES.min} max={TRANSFER_CUTOFF_MINUTES.max} step={15} disabled={!admin} fullWidth helperText={translate('club.settings.transferCutoffHint', TRANSFER_CUTOFF_MINUTES)} />
        <Typography variant="caption" color="text.secondary">
          {translate('club.settings.updated')} <DateTimeField source="updated_at" /> · <TextField source="updated_by_name" emptyText="—" />
        </Typography>
      </SimpleForm>
    </Edit>
  );
}

export default { icon: SettingsIcon, list: SettingsPage };
