import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAccountNumber, formatBankAmount, formatBaht, paymentQrPayload, type MerchandiseBankAccountDto, type OrderDto } from '@club/core';
import { useLanguage } from '../../../lib/i18n';
import { CopyButton } from '../../../components/CopyButton';
import { QrCode } from '../../../components/QrCode';
import { inLanguage } from '../../../lib/intl';

/** QR size of payments (spec section 9). */
const PAYMENT_QR_PX = 300;

interface PaymentDetailsProps {
  order: OrderDto;
  bank: MerchandiseBankAccountDto | undefined;
  bankFailed: boolean;
  onRetryBank(): void;
  /** What comes right after the QR code (the slip upload), before the manual-transfer details. */
  children: ReactNode;
}

function BankFact({ label, value, copy, testId, mono }: { label: string; value: string; copy?: string; testId: string; mono?: boolean }) {
  const { t } = useTranslation('orders');
  return (
    <div>
      <dt>{label}</dt>
      <dd>
        <span className={mono ? 'mono' : undefined} data-testid={testId}>
          {value}
        </span>
        {copy !== undefined && <CopyButton text={copy} label={t('common.copy')} copiedLabel={t('common.copied')} />}
      </dd>
    </div>
  );
}

/** The PromptPay QR for the exact total, the club's account for a manual transfer, and how to pay. */
export function PaymentDetails({ order, bank, bankFailed, onRetryBank, children }: PaymentDetailsProps) {
  const { t } = useTranslation('orders');
  const lang = useLanguage();
  const amount = formatBaht(order.total_satang, lang);
  const instructions = t('pay.instructions', { returnObjects: true }) as string[];
  // Spec section 8: the bank account failing to load is said plainly, with a retry.
  const bankProblem = (
    <div className="form-alert order-bank-error" role="alert" data-testid="bank-error">
      <p>{t('pay.bankError')}</p>
      <button type="button" className="button button-secondary button-small" onClick={onRetryBank} data-testid="bank-retry">
        {t('common.retry')}
      </button>
    </div>
  );

  return (
    <>
      <section className="card payment-qr-card" aria-labelledby="order-scan-title">
        <h2 id="order-scan-title">{t('pay.scanTitle')}</h2>
        <p className="payment-amount">
          <span>{t('pay.amount')}</span>
          <strong data-testid="order-amount">{formatBankAmount(order.total_satang, lang)}</strong>
        </p>
        {bank ? (
          <QrCode
            value={paymentQrPayload({ promptpayId: bank.promptpay_id, billerId: bank.biller_id }, order.total_satang, order.order_number)}
            width={PAYMENT_QR_PX}
            alt={t('pay.qrAlt', { amount })}
            error={t('pay.qrError')}
            download={{ fileName: `promptpay-${order.order_number}.png`, label: t('pay.downloadQr') }}
            testId="order-promptpay-qr"
          />
        ) : bankFailed ? (
          bankProblem
        ) : (
          <div className="qr-placeholder" style={{ width: PAYMENT_QR_PX, height: PAYMENT_QR_PX }} aria-busy="true" />
        )}
        <div className="order-number-box">
          <span>{t('order.orderNumber')}</span>
          <strong className="mono">{order.order_number}</strong>
          <CopyButton text={order.order_number} label={t('common.copy')} copiedLabel={t('common.copied')} />
        </div>
        <p className="field-hint">{t('pay.quoteOrder', { number: order.order_number })}</p>
      </section>

      {children}

      {!bankFailed && (
        <section className="card" aria-labelledby="order-bank-title" data-testid="bank-details">
          <h2 id="order-bank-title">{t('pay.bankTitle')}</h2>
          {bank ? (
            <dl className="order-facts order-bank-facts">
              <BankFact label={t('pay.bank')} value={inLanguage(lang, bank.bank_name, bank.bank_name_th)} testId="bank-name" />
              <BankFact label={t('pay.accountNumber')} value={formatAccountNumber(bank.account_number)} copy={bank.account_number} testId="bank-account-number" mono />
              <BankFact label={t('pay.accountName')} value={bank.account_name} copy={bank.account_name} testId="bank-account-name" />
              {bank.account_holder_name && (
                <BankFact
                  label={t('pay.accountHolder')}
                  value={`${bank.account_holder_name} (${inLanguage(lang, bank.account_holder_position, bank.account_holder_position_th)})`}
                  testId="bank-account-holder"
                />
              )}
              <BankFact label={t('pay.promptpayId')} value={bank.promptpay_id} copy={bank.promptpay_id} testId="bank-promptpay-id" mono />
              <BankFact label={t('pay.amount')} value={formatBankAmount(order.total_satang, lang)} copy={(order.total_satang / 100).toFixed(2)} testId="bank-amount" mono />
            </dl>
          ) : (
            <div className="image-placeholder order-bank-placeholder" aria-busy="true" />
          )}
        </section>
      )}

      <section className="card" aria-labelledby="order-how-title">
        <h2 id="order-how-title">{t('pay.instructionsTitle')}</h2>
        <ol className="payment-steps">
          {instructions.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>
    </>
  );
}
