import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isValidThaiPhone, type Profile } from '@club/core';
import { TextField } from '../../../components/TextField';
import { errorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/auth';

/** Name and phone, the phone checked as the buy page checks it (core's rule) while the fan types. */
export function ProfileForm({ user }: { user: Profile }) {
  const { t } = useTranslation('account');
  const { updateProfile } = useAuth();
  const [name, setName] = useState(user.name);
  const [phone, setPhone] = useState(user.phone ?? '');
  const [tried, setTried] = useState(false);
  const save = useMutation({ mutationFn: updateProfile });

  const nameError = tried && !name.trim() ? t('profile.nameRequired') : null;
  const phoneError = phone.trim() && !isValidThaiPhone(phone) ? t('profile.phoneInvalid') : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!name.trim()) return document.getElementById('account-name')?.focus();
    if (phoneError) return document.getElementById('account-phone')?.focus();
    save.mutate({ name, ...(phone.trim() ? { phone } : {}) });
  };

  return (
    <form className="account-form" onSubmit={submit} noValidate>
      <TextField id="account-name" label={t('profile.name')} autoComplete="name" required value={name} error={nameError} onChange={(e) => { setName(e.target.value); save.reset(); }} />
      <TextField
        id="account-phone"
        label={t('profile.phone')}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        placeholder={t('profile.phonePlaceholder')}
        hint={t('profile.phoneHint')}
        value={phone}
        error={phoneError}
        onChange={(e) => { setPhone(e.target.value); save.reset(); }}
      />
      {save.isError && (
        <p className="form-alert" role="alert">
          {errorMessage(save.error, t('profile.error'))}
        </p>
      )}
      <div className="account-actions">
        <button type="submit" className="button button-primary" disabled={save.isPending} data-testid="profile-save">
          {save.isPending ? t('profile.saving') : t('profile.save')}
        </button>
        <p className="account-saved" role="status">
          {save.isSuccess ? t('profile.saved') : ''}
        </p>
      </div>
    </form>
  );
}
