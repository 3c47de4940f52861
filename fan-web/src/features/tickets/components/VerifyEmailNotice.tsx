import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../lib/auth/auth';
import { VerificationMailAgain } from '../../../components/VerificationMailAgain';

/** For a fan whose address is not proven yet: why it matters here (tickets passed on wait for it), and a new link. */
export function VerifyEmailNotice() {
  const { t } = useTranslation('tickets');
  const { user } = useAuth();
  if (!user || user.emailVerified) return null;
  return (
    <section className="notice notice-warning" aria-labelledby="verify-notice-title" data-testid="verify-email-notice">
      <h2 id="verify-notice-title">{t('verifyNotice.title')}</h2>
      <p>{t('verifyNotice.text', { email: user.email })}</p>
      <VerificationMailAgain email={user.email} labels={{ send: t('verifyNotice.send'), sent: (email) => t('verifyNotice.sent', { email }), failed: t('verifyNotice.failed') }} />
    </section>
  );
}
