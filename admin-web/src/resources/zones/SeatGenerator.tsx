import { Alert, Box, Button, CardContent, Typography } from '@mui/material';
import { Form, HttpError, NumberInput, TextInput, minValue, required, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { AdminZoneDto } from '@club/core';
import { request } from '../../http';
import { Bilingual } from '../../components/catalogueFields';

/** "10, 20" → [10, 20]; "A1, a2" → ['A1', 'A2']: what staff type, as the API reads it. */
const numbers = (text: string | undefined) => (text ?? '').split(/[\s,]+/).filter(Boolean).map(Number);
const seats = (text: string | undefined) => (text ?? '').split(/[\s,]+/).filter(Boolean).map((s) => s.toUpperCase());

interface SeatsForm { rows: string; from: number; to: number; aisleAfter?: string; wheelchair?: string; companion?: string }

/**
 * A numbered zone's seats made from a short description (POST /admin/zones/{id}/seats): they replace
 * its seats while no fan holds one, and its capacity becomes their count.
 */
export function SeatGenerator() {
  const record = useRecordContext<AdminZoneDto>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  if (!record?.numbered) return null;

  const onSubmit = async (values: Record<string, unknown>) => {
    const v = values as unknown as SeatsForm;
    const body = { rows: v.rows, from: v.from, to: v.to, aisleAfter: numbers(v.aisleAfter), wheelchair: seats(v.wheelchair), companion: seats(v.companion) };
    try {
      const { json } = await request(`/api/v1/admin/zones/${record.id}/seats`, { method: 'POST', body: JSON.stringify(body) });
      notify('club.zones.seatsMade', { type: 'success', messageArgs: { smart_count: (json as AdminZoneDto).seat_count } });
      refresh();
      return undefined;
    } catch (e) {
      // The API names the field it refuses (rows, to, aisleAfter, wheelchair): shown under it; anything else as a notice.
      const errors = e instanceof HttpError ? (e.body as { errors?: Record<string, unknown> })?.errors : undefined;
      if (errors) return errors;
      notify((e as Error).message, { type: 'error' });
      return undefined;
    }
  };

  return (
    <CardContent component="section" aria-labelledby="seat-generator-title" sx={{ borderTop: 1, borderColor: 'divider' }}>
      <Typography id="seat-generator-title" variant="h6" component="h2">{translate('club.zones.seatsTitle')}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('club.zones.seatsNow', { smart_count: record.seat_count, count: record.seat_count.toLocaleString(translate('club.catalogue.dateLocale')) })}
      </Typography>
      <Alert severity="info" sx={{ mb: 2 }}>{translate('club.zones.seatsReplace')}</Alert>
      <Form onSubmit={onSubmit} defaultValues={{ rows: 'A-H', from: 1, to: 20, aisleAfter: '', wheelchair: '', companion: '' }}>
        <Box sx={{ maxWidth: 720 }}>
          <TextInput source="rows" label="club.zones.seatRows" helperText="club.zones.seatRowsHint" validate={required()} fullWidth />
          <Bilingual>
            <NumberInput source="from" label="club.zones.seatFrom" min={1} step={1} validate={[required(), minValue(1)]} fullWidth />
            <NumberInput source="to" label="club.zones.seatTo" min={1} step={1} validate={[required(), minValue(1)]} fullWidth />
          </Bilingual>
          <TextInput source="aisleAfter" label="club.zones.seatAisle" helperText="club.zones.seatAisleHint" fullWidth />
          <Bilingual>
            <TextInput source="wheelchair" label="club.zones.seatWheelchair" helperText="club.zones.seatWheelchairHint" fullWidth />
            <TextInput source="companion" label="club.zones.seatCompanion" helperText="club.zones.seatCompanionHint" fullWidth />
          </Bilingual>
          <Button type="submit" variant="contained" data-testid="zone-make-seats">{translate('club.zones.seatsMake')}</Button>
        </Box>
      </Form>
    </CardContent>
  );
}
