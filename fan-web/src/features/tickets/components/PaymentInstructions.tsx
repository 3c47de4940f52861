import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAccountNumber, formatBankAmount, formatBaht, paymentQrPayload, type PurchaseDto } from '@club/core';
import { useLanguage } from '../../../lib/i18n';
import { CopyButton } from '../../../components/CopyButton';
import { QrCode } from '../../../components/QrCode';
import { inLanguage } from '../../../lib/intl';

/** QR size of payments (spec section 9). */
const PAYMENT_QR_PX = 300;

interface PaymentInstructionsProps {
  purchase: PurchaseDto;
  /** What comes right after the QR code (the slip upload), before the manual-transfer details. */
  children: ReactNode;
}

/** The PromptPay QR for the exact total, the account for a manual transfer, and the reference to quote. */
export function PaymentInstructions({ purchase, children }: PaymentInstructionsProps) {
  const bank = purchase.bankAccount;
  const { t } = useTranslation('tickets');
  const lang = useLanguage();
  const amount = formatBaht(purchase.totalSatang, lang);
  const instructions = t('payment.instructions', { returnObjects: true }) as string[];

  return (
    <div className="payment-instructions">
      <section className="card payment-qr-card" aria-labelledby="scan-title">
        <h2 id="scan-title">{t('payment.scanTitle')}</h2>
        <p className="payment-amount">
          <span>{t('payment.amount')}</span>
          <strong data-testid="payment-amount">{formatBankAmount(purchase.totalSatang, lang)}</strong>
        </p>
        <QrCode
          value={paymentQrPayload(bank, purchase.totalSatang, purchase.referenceNumber)}
          width={PAYMENT_QR_PX}
          alt={t('payment.qrAlt', { amount })}
          error={t('payment.qrError')}
          download={{ fileName: `promptpay-${purchase.referenceNumber}.png`, label: t('payment.downloadQr') }}
          testId="promptpay-qr"
        />
        <div className="reference-box">
          <span>{t('common.reference')}</span>
          <strong data-testid="reference-number">{purchase.referenceNumber}</strong>
          <CopyButton text={purchase.referenceNumber} label={t('common.copy')} copiedLabel={t('common.copied')} />
        </div>
        <p className="field-hint">{t('payment.referenceHint')}</p>
      </section>

      {children}

      <section className="card" aria-labelledby="bank-title">
        <h2 id="bank-title">{t('payment.bankTitle')}</h2>
        <dl className="summary-list">
          <div>
            <dt>{t('payment.bank')}</dt>
            <dd>{inLanguage(lang, bank.bankName, bank.bankNameTh)}</dd>
          </div>
          <div>
            <dt>{t('payment.accountNumber')}</dt>
            <dd className="mono">{formatAccountNumber(bank.accountNumber)}</dd>
          </div>
          <div>
            <dt>{t('payment.accountName')}</dt>
            <dd>{bank.accountName}</dd>
          </div>
          <div>
            <dt>{t('payment.promptpayId')}</dt>
            <dd className="mono">{bank.promptpayId}</dd>
          </div>
        </dl>
      </section>

      <section className="card" aria-labelledby="how-title">
        <h2 id="how-title">{t('payment.instructionsTitle')}</h2>
        <ol className="payment-steps">
          {instructions.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>
    </div>
  );
}
