import './payment-panel.css';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAccountNumber, formatBankAmount, formatBaht, paymentQrPayload, type BankAccountDto } from '@club/core';
import { useLanguage } from '../lib/i18n';
import { inLanguage } from '../lib/intl';
import { CopyButton } from './CopyButton';
import { QrCode } from './QrCode';

/** QR size of payments (spec section 9). */
const PAYMENT_QR_PX = 300;

interface PaymentPanelProps {
  amountSatang: number;
  /** What the fan quotes with the transfer (a purchase's reference, an order's number), and its name. */
  reference: { value: string; label: string };
  /** Undefined while it loads (or when it failed: `bankFailed`). */
  bank: BankAccountDto | undefined;
  bankFailed?: boolean;
  onRetryBank?(): void;
  /** The last step of "how to pay": what happens once the slip is in (tickets mailed, the order prepared). */
  afterPayment: string;
  /** What comes right after the QR code (the slip form), before the manual-transfer details. */
  children: ReactNode;
}

function BankFact({ label, value, copy, testId, mono }: { label: string; value: string; copy?: string; testId: string; mono?: boolean }) {
  const { t } = useTranslation();
  return (
    <div>
      <dt>{label}</dt>
      <dd>
        <span className={mono ? 'mono' : undefined} data-testid={testId}>
          {value}
        </span>
        {copy !== undefined && <CopyButton text={copy} label={t('payment.copy')} copiedLabel={t('payment.copied')} />}
      </dd>
    </div>
  );
}

/**
 * How a fan pays, the same for tickets and store orders: the PromptPay QR for the exact amount with
 * the reference to quote, the slip form, the club's account for a manual transfer (its holder named in
 * the reader's language), and the steps.
 */
export function PaymentPanel({ amountSatang, reference, bank, bankFailed = false, onRetryBank, afterPayment, children }: PaymentPanelProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const steps = [...(t('payment.instructions', { returnObjects: true }) as string[]), afterPayment];

  return (
    <div className="payment-panel">
      <section className="card payment-qr-card" aria-labelledby="payment-scan-title">
        <h2 id="payment-scan-title">{t('payment.scanTitle')}</h2>
        <p className="payment-amount">
          <span>{t('payment.amount')}</span>
          <strong data-testid="payment-amount">{formatBankAmount(amountSatang, lang)}</strong>
        </p>
        {bank ? (
          <QrCode
            value={paymentQrPayload(bank, amountSatang, reference.value)}
            width={PAYMENT_QR_PX}
            alt={t('payment.qrAlt', { amount: formatBaht(amountSatang, lang) })}
            error={t('payment.qrError')}
            download={{ fileName: `promptpay-${reference.value}.png`, label: t('payment.downloadQr') }}
            testId="promptpay-qr"
          />
        ) : bankFailed ? (
          // Spec section 8: the bank account failing to load is said plainly, with a retry.
          <div className="form-alert payment-bank-error" role="alert" data-testid="bank-error">
            <p>{t('payment.bankError')}</p>
            <button type="button" className="button button-secondary button-small" onClick={onRetryBank} data-testid="bank-retry">
              {t('payment.retry')}
            </button>
          </div>
        ) : (
          <div className="qr-placeholder" style={{ width: PAYMENT_QR_PX, height: PAYMENT_QR_PX }} aria-busy="true" />
        )}
        <div className="payment-reference">
          <span>{reference.label}</span>
          <strong className="mono" data-testid="reference-number">
            {reference.value}
          </strong>
          <CopyButton text={reference.value} label={t('payment.copy')} copiedLabel={t('payment.copied')} />
        </div>
        <p className="field-hint">{t('payment.referenceHint', { reference: reference.value })}</p>
      </section>

      {children}

      {!bankFailed && (
        <section className="card" aria-labelledby="payment-bank-title" data-testid="bank-details">
          <h2 id="payment-bank-title">{t('payment.bankTitle')}</h2>
          {bank ? (
            <dl className="label-facts">
              <BankFact label={t('payment.bank')} value={inLanguage(lang, bank.bankName, bank.bankNameTh)} testId="bank-name" />
              <BankFact label={t('payment.accountNumber')} value={formatAccountNumber(bank.accountNumber)} copy={bank.accountNumber} testId="bank-account-number" mono />
              <BankFact label={t('payment.accountName')} value={bank.accountName} copy={bank.accountName} testId="bank-account-name" />
              <BankFact
                label={t('payment.accountHolder')}
                value={`${inLanguage(lang, bank.accountHolderName, bank.accountHolderNameTh)} (${inLanguage(lang, bank.accountHolderPosition, bank.accountHolderPositionTh)})`}
                testId="bank-account-holder"
              />
              <BankFact label={t('payment.promptpayId')} value={bank.promptpayId} copy={bank.promptpayId} testId="bank-promptpay-id" mono />
              <BankFact label={t('payment.amount')} value={formatBankAmount(amountSatang, lang)} copy={(amountSatang / 100).toFixed(2)} testId="bank-amount" mono />
            </dl>
          ) : (
            <div className="image-placeholder payment-bank-placeholder" aria-busy="true" />
          )}
        </section>
      )}

      <section className="card" aria-labelledby="payment-how-title">
        <h2 id="payment-how-title">{t('payment.instructionsTitle')}</h2>
        <ol className="payment-steps">
          {steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>
    </div>
  );
}
