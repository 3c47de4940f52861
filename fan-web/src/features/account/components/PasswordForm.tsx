import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/TextField';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useChangePassword } from '../api/change-password';

const EMPTY = { currentPassword: '', newPassword: '', confirm: '' };
const MIN_LENGTH = 8;

/**
 * The current password and a new one, twice. The strength rule is the server's, as at sign-up:
 * its verdict, worded in the page's language, goes under the new password.
 */
export function PasswordForm() {
  const { t } = useTranslation('account');
  const [values, setValues] = useState(EMPTY);
  // A key, worded at each render, so what is on screen follows a switch of language.
  const [problem, setProblem] = useState<'required' | 'tooShort' | 'mismatch' | null>(null);
  const change = useChangePassword();

  const failure = change.error instanceof ApiError ? change.error : null;
  const wrongCurrent = failure?.code === 'INVALID_PASSWORD' ? t('password.wrongCurrent') : null;
  const weak = failure?.code === 'PASSWORD_TOO_WEAK' ? errorMessage(failure, t('password.error')) : null;
  const mismatch = values.confirm !== '' && !values.newPassword.startsWith(values.confirm) ? t('password.mismatch') : null;

  const set = (field: keyof typeof EMPTY) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    setProblem(null);
    change.reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!values.currentPassword || !values.newPassword || !values.confirm) return setProblem('required');
    if (values.newPassword.length < MIN_LENGTH) return setProblem('tooShort');
    if (values.confirm !== values.newPassword) return setProblem('mismatch');
    change.mutate(
      { currentPassword: values.currentPassword, newPassword: values.newPassword },
      {
        onSuccess: () => setValues(EMPTY),
        onError: (error) => {
          const code = error instanceof ApiError ? error.code : '';
          document.getElementById(code === 'INVALID_PASSWORD' ? 'account-current-password' : 'account-new-password')?.focus();
        },
      },
    );
  };

  const alert = problem ? t(`password.${problem}`) : (change.isError && !wrongCurrent && !weak ? errorMessage(change.error, t('password.error')) : null);
  return (
    <form className="account-form" onSubmit={submit} noValidate>
      <TextField id="account-current-password" label={t('password.current')} type="password" autoComplete="current-password" required value={values.currentPassword} error={wrongCurrent} onChange={set('currentPassword')} />
      <TextField id="account-new-password" label={t('password.new')} type="password" autoComplete="new-password" required hint={t('password.newHint')} value={values.newPassword} error={weak} onChange={set('newPassword')} />
      <TextField id="account-confirm-password" label={t('password.confirm')} type="password" autoComplete="new-password" required value={values.confirm} error={mismatch} onChange={set('confirm')} />
      {alert && (
        <p className="form-alert" role="alert">
          {alert}
        </p>
      )}
      <div className="account-actions">
        <button type="submit" className="button button-primary" disabled={change.isPending} data-testid="password-save">
          {change.isPending ? t('password.saving') : t('password.save')}
        </button>
        <p className="account-saved" role="status">
          {change.isSuccess ? t('password.saved') : ''}
        </p>
      </div>
    </form>
  );
}
