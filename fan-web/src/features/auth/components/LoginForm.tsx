import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { TextField } from '../../../components/TextField';
import { useAuthProviders } from '../api/get-auth-providers';
import { signIn, type SignInEmailInput } from '../../../lib/auth/sign-in-email';
import { signInEmailInputSchema } from '../api/schemas';
import { FormAlert } from './FormAlert';
import { SocialSignInButton } from './SocialSignInButton';
import { useAuthForm } from './use-auth-form';
import { Link } from 'react-router-dom';

export function LoginForm() {
  const { t } = useTranslation('auth');
  const queryClient = useQueryClient();
  const [values, setValues] = useState<SignInEmailInput>({ email: '', password: '', rememberMe: false });
  const { problem, submit, pending } = useAuthForm(signInEmailInputSchema, (input) => signIn(queryClient, input));
  // Google and LINE only when the server has each configured; nothing while asking, so no button flashes and goes.
  const providers = useAuthProviders().data;
  const social = (['line', 'google'] as const).filter((provider) => providers?.[provider]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit(values);
  };

  return (
    <>
      {/* The browser sends it itself only before a server-rendered page has been taken over: as a POST (never with the fields in the address), and the server sends the page again. */}
      <form method="post" className="auth-form" onSubmit={onSubmit} noValidate>
        <TextField
          id="login-email"
          label={t('fields.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          value={values.email}
          onChange={(event) => setValues({ ...values, email: event.target.value })}
        />
        <TextField
          id="login-password"
          label={t('fields.password')}
          type="password"
          autoComplete="current-password"
          required
          value={values.password}
          onChange={(event) => setValues({ ...values, password: event.target.value })}
        />
        <div className="auth-form-row">
          <label className="checkbox">
            <input type="checkbox" checked={values.rememberMe} onChange={(event) => setValues({ ...values, rememberMe: event.target.checked })} />
            {t('fields.rememberMe')}
          </label>
          <Link className="text-link" to="/forgot-password">
            {t('actions.forgotPassword')}
          </Link>
        </div>
        <FormAlert problem={problem} />
        <button type="submit" className="button button-primary button-block" disabled={pending}>
          {t('actions.login')}
        </button>
      </form>
      {social.length > 0 && (
        <>
          <p className="auth-divider">
            <span>{t('actions.or')}</span>
          </p>
          <div className="auth-social">
            {social.map((provider) => (
              <SocialSignInButton key={provider} provider={provider} disabled={pending} />
            ))}
          </div>
        </>
      )}
    </>
  );
}
