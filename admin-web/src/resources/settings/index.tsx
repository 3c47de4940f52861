import SettingsIcon from '@mui/icons-material/Settings';
import { Typography } from '@mui/material';
import { Edit, NumberInput, SaveButton, SimpleForm, TextField, Toolbar, usePermissions, useTranslate } from 'react-admin';
import { EXCHANGE_CLOSE_MINUTES, EXCHANGE_FEE_BASIS_POINTS, ORDER_PAYMENT_HOURS, PAYMENT_WINDOW_MINUTES, TRANSFER_CUTOFF_MINUTES } from '@club/core';
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
        <NumberInput source="exchange_close_minutes" min={EXCHANGE_CLOSE_MINUTES.min} max={EXCHANGE_CLOSE_MINUTES.max} step={15} disabled={!admin} fullWidth helperText={translate('club.settings.exchangeCloseHint', EXCHANGE_CLOSE_MINUTES)} />
        {/* Staff think of the fee as a percentage; the API keeps basis points (1000 = 10 %), exact to a hundredth of a percent. */}
        <NumberInput
          source="exchange_fee_basis_points" format={(bps?: number | null) => (typeof bps === 'number' ? bps / 100 : bps)} parse={(percent?: number | null) => (typeof percent === 'number' ? Math.round(percent * 100) : percent)}
          min={EXCHANGE_FEE_BASIS_POINTS.min / 100} max={EXCHANGE_FEE_BASIS_POINTS.max / 100} step={0.5} disabled={!admin} fullWidth helperText={translate('club.settings.exchangeFeeHint')}
        />
        <Typography variant="caption" color="text.secondary">
          {translate('club.settings.updated')} <DateTimeField source="updated_at" /> · <TextField source="updated_by_name" emptyText="—" />
        </Typography>
      </SimpleForm>
    </Edit>
  );
}

export default { icon: SettingsIcon, list: SettingsPage };
