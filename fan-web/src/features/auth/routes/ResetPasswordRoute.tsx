import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { PageTitle } from '../../../components/PageTitle';
import { TextField } from '../../../components/TextField';
import { resetPassword } from '../api/reset-password';
import { resetPasswordFormSchema } from '../api/schemas';
import { weakPasswordFailure } from '../components/auth-failure';
import { FormAlert } from '../components/FormAlert';
import { useAuthForm } from '../components/use-auth-form';
import '../auth.css';

/** better-auth's word for a link that is unknown, used already or past its hour. */
const isSpentLink = (failure: unknown) => failure instanceof ApiError && (failure.code === 'INVALID_TOKEN' || failure.code === 'TOKEN_EXPIRED');

/**
 * The page the reset mail's link opens, once better-auth has checked the link: `?token=…` to choose
 * a new password, or `?error=INVALID_TOKEN` when it was used already or is past its hour, with the
 * way to ask for another.
 */
export function ResetPasswordRoute() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token');
  const [values, setValues] = useState({ newPassword: '', confirmPassword: '' });
  const [done, setDone] = useState(false);
  const [submittedPassword, setSubmittedPassword] = useState('');
  const { problem, submit, pending } = useAuthForm(resetPasswordFormSchema, async ({ newPassword }) => {
    await resetPassword({ token: token ?? '', newPassword });
    setDone(true);
  });
  const spent = !token || params.has('error') || (problem !== null && 'failure' in problem && isSpentLink(problem.failure));

  // As on the register form: the server's verdict on a guessable password goes under the field, which takes the focus.
  const refusedWeak = weakPasswordFailure(problem);
  const weakPassword = values.newPassword === submittedPassword ? refusedWeak : null;
  useEffect(() => {
    if (refusedWeak) document.getElementById('reset-password')?.focus();
  }, [refusedWeak]);
  const confirmMismatch = values.confirmPassword !== '' && !values.newPassword.startsWith(values.confirmPassword);

  // A state that replaces the form takes the focus, so it is read out and the keyboard is not lost.
  const answer = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (done || spent) answer.current?.focus();
  }, [done, spent]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmittedPassword(values.newPassword);
    submit(values);
  };

  const title = done ? t('reset.doneTitle') : spent ? t('reset.spentTitle') : t('reset.title');
  return (
    <div className="auth-page">
      <PageTitle title={title} />
      <div className="container">
        <div className="auth-card auth-card-single">
          <h1 ref={answer} tabIndex={-1}>
            {title}
          </h1>
          {done ? (
            <>
              <p role="status">{t('reset.done')}</p>
              <Link className="button button-primary button-block" to="/login">
                {t('actions.login')}
              </Link>
            </>
          ) : spent ? (
            <>
              <p>{t('reset.spent')}</p>
              <Link className="button button-primary button-block" to="/forgot-password">
                {t('reset.askAgain')}
              </Link>
            </>
          ) : (
            <form method="post" className="auth-form" onSubmit={onSubmit} noValidate>
              <TextField
                id="reset-password"
                label={t('fields.newPassword')}
                type="password"
                autoComplete="new-password"
                hint={t('fields.passwordHint')}
                required
                error={weakPassword?.message ?? null}
                value={values.newPassword}
                onChange={(event) => setValues({ ...values, newPassword: event.target.value })}
              />
              <TextField
                id="reset-confirm-password"
                label={t('fields.confirmPassword')}
                type="password"
                autoComplete="new-password"
                required
                error={confirmMismatch ? t('validation.passwordMismatch') : null}
                value={values.confirmPassword}
                onChange={(event) => setValues({ ...values, confirmPassword: event.target.value })}
              />
              <FormAlert problem={refusedWeak ? null : problem} />
              <button type="submit" className="button button-primary button-block" disabled={pending}>
                {t('reset.submit')}
              </button>
            </form>
          )}
        </div>
      </div>
    </div>
  );
}
