import { useEffect, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Trans, useTranslation } from 'react-i18next';
import { z } from 'zod';
import { isValidThaiPhone } from '@club/core';
import { signUp } from '../../../lib/auth/sign-up-email';
import { TextField } from '../../../components/TextField';
import { signUpEmailInputSchema } from '../api/schemas';
import { weakPasswordFailure } from './auth-failure';
import { FormAlert } from './FormAlert';
import { useAuthForm } from './use-auth-form';
import { Link } from 'react-router-dom';

/** The sign-up call's fields plus what only the form asks: the repeated password and the terms. */
const registerFormSchema = signUpEmailInputSchema
  .extend({
    confirmPassword: z.string(),
    acceptTerms: z.boolean().refine((accepted) => accepted, 'termsRequired'),
  })
  .refine((form) => form.confirmPassword === form.password, { message: 'passwordMismatch', path: ['confirmPassword'] });

type RegisterFormValues = z.input<typeof registerFormSchema>;
type TextFieldName = Exclude<keyof RegisterFormValues, 'acceptTerms'>;

export function RegisterForm() {
  const { t } = useTranslation('auth');
  const queryClient = useQueryClient();
  const [values, setValues] = useState<RegisterFormValues>({ name: '', email: '', phone: '', password: '', confirmPassword: '', acceptTerms: false });
  const { problem, submit, pending } = useAuthForm(registerFormSchema, ({ name, email, phone, password }) => signUp(queryClient, { name, email, phone, password }));

  // Checked as the user types (spec section 5); the confirmation only once it stops matching what was typed above.
  const phoneInvalid = values.phone.trim() !== '' && !isValidThaiPhone(values.phone);
  const confirmMismatch = values.confirmPassword !== '' && !values.password.startsWith(values.confirmPassword);
  // The server's verdict (worded in the page's language, with what to do instead) goes under the
  // password, until the password is changed; the field takes the focus so it is read out.
  const [submittedPassword, setSubmittedPassword] = useState('');
  const weakPassword = values.password === submittedPassword ? weakPasswordFailure(problem) : null;
  const refusedWeak = weakPasswordFailure(problem);
  useEffect(() => {
    if (refusedWeak) document.getElementById('register-password')?.focus();
  }, [refusedWeak]);

  const text = (name: TextFieldName) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues({ ...values, [name]: event.target.value }),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmittedPassword(values.password);
    submit(values);
  };

  // The browser sends it itself only before a server-rendered page has been taken over: as a POST (never with the fields in the address), and the server sends the page again.
  return (
    <form method="post" className="auth-form" onSubmit={onSubmit} noValidate>
      <TextField id="register-name" label={t('fields.fullName')} autoComplete="name" required {...text('name')} />
      <TextField id="register-email" label={t('fields.email')} type="email" inputMode="email" autoComplete="email" required {...text('email')} />
      <TextField
        id="register-phone"
        label={t('fields.phone')}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        placeholder={t('fields.phonePlaceholder')}
        required
        error={phoneInvalid ? t('validation.phoneInvalid') : null}
        {...text('phone')}
      />
      <TextField
        id="register-password"
        label={t('fields.password')}
        type="password"
        autoComplete="new-password"
        hint={t('fields.passwordHint')}
        required
        error={weakPassword?.message ?? null}
        {...text('password')}
      />
      <TextField
        id="register-confirm-password"
        label={t('fields.confirmPassword')}
        type="password"
        autoComplete="new-password"
        required
        error={confirmMismatch ? t('validation.passwordMismatch') : null}
        {...text('confirmPassword')}
      />
      <label className="checkbox">
        <input type="checkbox" checked={values.acceptTerms} onChange={(event) => setValues({ ...values, acceptTerms: event.target.checked })} />
        <span>
          <Trans t={t} i18nKey="fields.acceptTerms" components={{ terms: <Link className="text-link" to="/terms-and-conditions" /> }} />
        </span>
      </label>
      <FormAlert problem={refusedWeak ? null : problem} />
      <button type="submit" className="button button-primary button-block" disabled={pending}>
        {t('actions.register')}
      </button>
    </form>
  );
}
