import { useState } from 'react';
import { Button, Stack, TextField } from '@mui/material';
import SaveIcon from '@mui/icons-material/Save';
import { useNotify, useRecordContext, useTranslate, useUpdate } from 'react-admin';
import type { StaffOrderDto, UpdateOrderInput } from '@club/core';
import { useOrderSaveError } from './OrderStatusActions';

const NOTES_MAX = 1000;

/**
 * Notes for the fan (shown on their order page) and, once the parcel has left, the tracking
 * number, saved with PUT and without a status. The parent keys it by the saved values, so a
 * colleague's change replaces the draft and an unrelated refresh keeps it.
 */
export function OrderNotesForm() {
  const record = useRecordContext<StaffOrderDto>();
  const translate = useTranslate();
  const notify = useNotify();
  const onError = useOrderSaveError();
  const [update, { isPending }] = useUpdate<StaffOrderDto>();
  const [notes, setNotes] = useState(record?.admin_notes ?? '');
  const [tracking, setTracking] = useState(record?.tracking_number ?? '');
  if (!record) return null;
  const showTracking = record.status === 'shipped' || record.status === 'delivered' || !!record.tracking_number;
  const dirty = notes.trim() !== (record.admin_notes ?? '') || (showTracking && tracking.trim() !== (record.tracking_number ?? ''));

  const save = () => {
    // Only what changed: a field left out stays as it is on the server.
    const data: Partial<UpdateOrderInput> = {};
    if (notes.trim() !== (record.admin_notes ?? '')) data.admin_notes = notes.trim() || null;
    if (showTracking && tracking.trim() !== (record.tracking_number ?? '')) data.tracking_number = tracking.trim() || null;
    update('orders', { id: record.id, data, previousData: record }, {
      mutationMode: 'pessimistic',
      onSuccess: () => notify('club.orders.notesSaved', { type: 'success' }),
      onError,
    });
  };

  return (
    <Stack component="form" spacing={2} onSubmit={(e) => { e.preventDefault(); if (dirty) save(); }}>
      {showTracking && (
        <TextField
          fullWidth
          size="small"
          label={translate('resources.orders.fields.tracking_number')}
          value={tracking}
          onChange={(e) => setTracking(e.target.value)}
          slotProps={{ htmlInput: { 'data-testid': 'order-tracking-edit', maxLength: 64, autoComplete: 'off' } }}
        />
      )}
      <TextField
        fullWidth
        multiline
        minRows={3}
        label={translate('resources.orders.fields.admin_notes')}
        helperText={`${translate('club.orders.notesHint')} · ${notes.length}/${NOTES_MAX}`}
        value={notes}
        onChange={(e) => setNotes(e.target.value)}
        slotProps={{ htmlInput: { 'data-testid': 'order-notes-input', maxLength: NOTES_MAX } }}
      />
      <div>
        <Button type="submit" variant="contained" startIcon={<SaveIcon />} disabled={!dirty || isPending} data-testid="order-notes-save">
          {translate('ra.action.save')}
        </Button>
      </div>
    </Stack>
  );
}
