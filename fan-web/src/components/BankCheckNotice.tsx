import { useTranslation } from 'react-i18next';
import { formatBankAmount, type BankFinding, type ReceiptBankCheckDto } from '@club/core';
import { useLanguage } from '../lib/i18n';
import { formatDateTime } from '../lib/intl';

/** One finding in the reader's words, with its amounts and times in their format. */
function FindingText({ finding }: { finding: BankFinding }) {
  const { t } = useTranslation('common');
  const lang = useLanguage();
  const values =
    finding.code === 'amount_mismatch' ? { paid: formatBankAmount(finding.paidSatang, lang), expected: formatBankAmount(finding.expectedSatang, lang) }
    : finding.code === 'paid_before' || finding.code === 'paid_after' ? { time: formatDateTime(finding.paidAt, lang, '') }
    : {};
  return <>{t(`bankCheck.finding.${finding.code}`, values)}</>;
}

/**
 * Where a slip's check with the bank stands, for the fan paying, under the panel's title (which
 * says "checking with your bank" while it is asked): asking (politely announced), or left to staff
 * with what was found, where it helps the fan to know. Nothing when no verifier checks slips, or
 * once the payment is confirmed (the page moves on).
 */
export function BankCheckNotice({ bank }: { bank: ReceiptBankCheckDto | null | undefined }) {
  const { t } = useTranslation('common');
  if (!bank || bank.check === 'confirmed') return null;
  if (bank.check === 'checking') {
    const slow = bank.findings.some((f) => f.code === 'provider_unavailable');
    return (
      <p className="notice notice-info" role="status" data-testid="bank-checking">
        <span className="spinner spinner-small" aria-hidden="true" /> {slow ? t('bankCheck.slow') : t('bankCheck.checking')}
      </p>
    );
  }
  const findings = bank.findings.filter((f) => f.code !== 'provider_unavailable');
  if (!findings.length) return null;
  return (
    <div className="notice notice-warning" role="status" data-testid="bank-findings">
      <p>{t('bankCheck.toStaff')}</p>
      <ul>
        {findings.map((finding) => (
          <li key={finding.code} data-finding={finding.code}>
            <FindingText finding={finding} />
          </li>
        ))}
      </ul>
    </div>
  );
}
