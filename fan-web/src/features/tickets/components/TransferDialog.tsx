import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client';
import { useModal } from '../../../lib/use-modal';
import { useTransferTicket } from '../api/transfer-ticket';

/** The form inside the dialog: mounted each time it opens, empty. */
function TransferForm({ id, ticket, onClose }: { id: string; ticket: { id: string; label: string }; onClose(): void }) {
  const { t } = useTranslation('tickets');
  const transfer = useTransferTicket();
  const [email, setEmail] = useState('');
  const [missing, setMissing] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    // The browser's own check of the address's form; the API checks it again.
    if (!address || !(event.currentTarget as HTMLFormElement).checkValidity()) {
      setMissing(true);
      return;
    }
    transfer.mutate({ ticketId: ticket.id, email: address }, { onSuccess: onClose });
  };

  return (
    <form onSubmit={submit} noValidate>
      <h2 id={`${id}-title`}>{t('transfer.title')}</h2>
      <p id={`${id}-what`}>{ticket.label}</p>
      <label className="field">
        <span>{t('transfer.email')}</span>
        <input
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            setMissing(false);
          }}
          aria-invalid={missing || undefined}
          aria-describedby={`${id}-hint${missing ? ` ${id}-missing` : ''}`}
          data-testid="transfer-email"
        />
        <small id={`${id}-hint`} className="field-hint">
          {t('transfer.hint')}
        </small>
      </label>
      {missing && (
        <p id={`${id}-missing`} className="field-error" role="alert">
          {t('transfer.emailInvalid')}
        </p>
      )}
      {transfer.isError && (
        <p className="field-error" role="alert" data-testid="transfer-error">
          {errorMessage(transfer.error, t('transfer.failed'))}
        </p>
      )}
      <div className="dialog-actions">
        <button type="button" className="button button-ghost" onClick={onClose} disabled={transfer.isPending}>
          {t('transfer.cancel')}
        </button>
        <button type="submit" className="button button-primary" disabled={transfer.isPending} data-testid="transfer-send">
          {transfer.isPending ? t('transfer.sending') : t('transfer.send')}
        </button>
      </div>
    </form>
  );
}

/**
 * Pass a ticket on by email, on the native <dialog> (focus stays inside, Escape closes). The
 * recipient gets the ticket with a new QR code; this one stops opening the gate.
 */
export function TransferDialog({ ticket, onClose }: { ticket: { id: string; label: string } | null; onClose(): void }) {
  const ref = useModal(ticket !== null);
  const id = useId();
  return (
    <dialog
      ref={ref}
      className="dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-what`}
      data-testid="transfer-dialog"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {ticket && <TransferForm id={id} ticket={ticket} onClose={onClose} />}
    </dialog>
  );
}
