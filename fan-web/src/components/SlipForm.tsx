import './payment-panel.css';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBankAmount, SLIP_REFERENCE_MAX, type ReceiptCheckError } from '@club/core';
import { useLanguage } from '../lib/i18n';
import { ReceiptPicker } from './ReceiptPicker';

export interface SlipToSend {
  file: File;
  /** The bank's transaction reference the fan typed, or ''. */
  reference: string;
}

interface SlipFormProps {
  title: string;
  /** Said under the title (why a new slip is asked for). */
  intro?: ReactNode;
  /** The last slip could not be read: why, as the check's code. */
  unreadable?: ReceiptCheckError | null;
  sending: boolean;
  /** Why the last sending failed, worded now in the reader's language; null when it did not. */
  failure: string | null;
  onSend(slip: SlipToSend): void;
  /** The demo's bank (see DemoSlip); absent on a real one. */
  demo?: DemoSlipProps | null;
}

/**
 * The slip form of a payment (tickets and store orders alike): the optional bank reference first,
 * then the image, which is checked and sent with the reference in one request as soon as it is
 * chosen (spec section 5); a slip that could not be read is explained.
 */
export function SlipForm({ title, intro, unreadable, sending, failure, onSend, demo }: SlipFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const [reference, setReference] = useState('');

  return (
    <section className="slip-form" aria-labelledby={`${id}-title`} data-testid="slip-form">
      <h2 id={`${id}-title`}>{title}</h2>
      {intro}
      {unreadable && (
        <p className="form-alert" role="alert" data-testid="slip-unreadable">
          {t(`payment.slip.problem.${unreadable}`)}
        </p>
      )}
      <div className="field">
        <label htmlFor={`${id}-reference`}>{t('payment.slip.reference')}</label>
        <input
          id={`${id}-reference`}
          value={reference}
          onChange={(e) => setReference(e.target.value)}
          maxLength={SLIP_REFERENCE_MAX}
          autoComplete="off"
          spellCheck={false}
          disabled={sending}
          aria-describedby={`${id}-reference-hint`}
          data-testid="payment-reference"
        />
        <p id={`${id}-reference-hint`} className="field-hint">
          {t('payment.slip.referenceHint')}
        </p>
      </div>
      <ReceiptPicker
        label={t('payment.slip.button')}
        hint={t('payment.slip.hint')}
        busy={sending}
        busyLabel={t('payment.slip.sending')}
        problemText={(problem) => t(`payment.slip.${problem}`)}
        onFile={(file) => onSend({ file, reference })}
      />
      {failure && (
        <p className="form-alert" role="alert" data-testid="upload-error">
          {failure}
        </p>
      )}
      {demo && <DemoSlip {...demo} />}
    </section>
  );
}

/** Sent: the image is being checked (the page follows the payment live). */
export function SlipChecking() {
  const { t } = useTranslation();
  return (
    <p className="notice notice-info" role="status" data-testid="slip-checking">
      <span className="spinner spinner-small" aria-hidden="true" /> {t('payment.slip.checking')}
    </p>
  );
}

interface DemoSlipProps {
  amountSatang: number;
  paying: boolean;
  failed: boolean;
  onPay(): void;
}

/**
 * The demo's bank (no real one behind it): a newcomer pays with a test transfer of the exact
 * amount, whose slip is sent for them, and watches the bank check confirm it. Marked as a demo.
 */
function DemoSlip({ amountSatang, paying, failed, onPay }: DemoSlipProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <div className="demo-slip" data-testid="demo-slip">
      <p>
        <strong>{t('payment.demo.title')}</strong> {t('payment.demo.text', { amount: formatBankAmount(amountSatang, lang) })}
      </p>
      <button type="button" className="button button-secondary" disabled={paying} onClick={onPay}>
        {paying ? t('payment.demo.paying') : t('payment.demo.button')}
      </button>
      {failed && (
        <p className="form-alert" role="alert">
          {t('payment.slip.failed')}
        </p>
      )}
    </div>
  );
}
