import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/PageTitle';
import { TextField } from '../../../components/TextField';
import { requestPasswordReset } from '../api/request-password-reset';
import { requestPasswordResetInputSchema } from '../api/schemas';
import { FormAlert } from '../components/FormAlert';
import { useAuthForm } from '../components/use-auth-form';
import '../auth.css';
import { Link } from 'react-router-dom';

/**
 * "Forgot password?": the address to mail a link to. The answer never says whether the address has
 * an account (the API answers both alike); too many asks get the API's 429 message.
 */
export function ForgotPasswordRoute() {
  const { t } = useTranslation('auth');
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { problem, submit, pending } = useAuthForm(requestPasswordResetInputSchema, async (input) => {
    await requestPasswordReset(input);
    setSentTo(input.email);
  });
  const sent = useRef<HTMLParagraphElement>(null);
  // The answer replaces the form: the focus goes to it, so it is read out and the keyboard is not lost.
  useEffect(() => {
    if (sentTo) sent.current?.focus();
  }, [sentTo]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit({ email });
  };

  return (
    <div className="auth-page">
      <PageTitle title={t('forgot.title')} />
      <div className="container">
        <div className="auth-card auth-card-single">
          <h1>{t('forgot.title')}</h1>
          {sentTo ? (
            <p ref={sent} tabIndex={-1} role="status">
              {t('forgot.sent', { email: sentTo })}
            </p>
          ) : (
            <>
              <p>{t('forgot.intro')}</p>
              <form method="post" className="auth-form" onSubmit={onSubmit} noValidate>
                <TextField
                  id="forgot-email"
                  label={t('fields.email')}
                  type="email"
                  inputMode="email"
                  autoComplete="email"
                  required
                  value={email}
                  onChange={(event) => setEmail(event.target.value)}
                />
                <FormAlert problem={problem} />
                <button type="submit" className="button button-primary button-block" disabled={pending}>
                  {t('forgot.submit')}
                </button>
              </form>
            </>
          )}
          <Link className="text-link" to="/login">
            {t('social.back')}
          </Link>
        </div>
      </div>
    </div>
  );
}
