import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language, type Profile } from '@club/core';
import { errorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/auth';

/**
 * The one place the language of the club's mail is chosen (the account's preferredLanguage; Thai
 * for a new account): the site's EN/TH switch changes the pages only. Saved as soon as chosen.
 */
export function MailLanguage({ user }: { user: Profile }) {
  const { t } = useTranslation('account');
  const { updateProfile } = useAuth();
  const save = useMutation({ mutationFn: (preferredLanguage: Language) => updateProfile({ preferredLanguage }) });

  return (
    <fieldset className="account-choice" disabled={save.isPending}>
      <legend className="visually-hidden">{t('mailLanguage.title')}</legend>
      {LANGUAGES.map((language) => (
        <label key={language} className="account-choice-option" lang={language}>
          <input
            type="radio"
            name="mail-language"
            value={language}
            checked={user.preferredLanguage === language}
            onChange={() => save.mutate(language)}
            data-testid={`mail-language-${language}`}
          />
          <span>{t(`mailLanguage.${language}`)}</span>
        </label>
      ))}
      <p className="account-saved" role="status">
        {save.isSuccess ? t(`mailLanguage.saved.${user.preferredLanguage}`) : ''}
      </p>
      {save.isError && (
        <p className="form-alert" role="alert">
          {errorMessage(save.error, t('mailLanguage.error'))}
        </p>
      )}
    </fieldset>
  );
}
