import type { ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { LoginState } from '../../../lib/auth/RequireAuth';
import { useSignInSocial, type SocialProvider } from '../api/sign-in-social';
import { FormAlert } from './FormAlert';

function GoogleLogo() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="#4285F4" d="M22.56 12.25c0-.78-.07-1.53-.2-2.25H12v4.26h5.92a5.06 5.06 0 0 1-2.2 3.32v2.76h3.57c2.08-1.92 3.27-4.74 3.27-8.09z" />
      <path fill="#34A853" d="M12 23c2.97 0 5.46-.98 7.28-2.66l-3.57-2.77c-.98.66-2.23 1.06-3.71 1.06-2.86 0-5.29-1.93-6.16-4.53H2.18v2.84A11 11 0 0 0 12 23z" />
      <path fill="#FBBC05" d="M5.84 14.09A6.6 6.6 0 0 1 5.49 12c0-.73.13-1.43.35-2.09V7.07H2.18A11 11 0 0 0 1 12c0 1.78.43 3.45 1.18 4.93l3.66-2.84z" />
      <path fill="#EA4335" d="M12 5.38c1.62 0 3.06.56 4.21 1.64l3.15-3.15C17.45 2.09 14.97 1 12 1A11 11 0 0 0 2.18 7.07l3.66 2.84C6.71 7.31 9.14 5.38 12 5.38z" />
    </svg>
  );
}

/** LINE's speech bubble, white on the button's green. */
function LineLogo() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="#fff" d="M12 3C6.5 3 2 6.6 2 11c0 3.9 3.5 7.2 8.3 7.9.3.1.8.2.9.5.1.3.1.7 0 1l-.1.9c0 .3-.2 1 .9.5 1.1-.5 5.9-3.5 8.1-5.9C21.6 14.3 22 12.7 22 11c0-4.4-4.5-8-10-8z" />
      <path fill="#06C755" d="M7.2 9.1v3.6h2.1M10.6 9.1v3.6M12.3 12.7V9.1l2.3 3.6V9.1M18 9.1h-2v3.6h2M16 10.9h2" stroke="#06C755" strokeWidth="1.1" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

const LOGOS = { google: GoogleLogo, line: LineLogo } satisfies Record<SocialProvider, ComponentType>;

/**
 * Leaves for the provider's sign-in page; the fan comes back signed in to the page that sent them
 * to sign in. LINE's button keeps LINE's colours (its brand guideline).
 */
export function SocialSignInButton({ provider, disabled }: { provider: SocialProvider; disabled: boolean }) {
  const { t } = useTranslation('auth');
  const signIn = useSignInSocial();
  const returnTo = (useLocation().state as LoginState | null)?.from ?? '/';
  const Logo = LOGOS[provider];
  return (
    <>
      <button
        type="button"
        className={`button button-social button-${provider}`}
        disabled={disabled || signIn.isPending}
        onClick={() => signIn.mutate({ provider, returnTo })}
      >
        <Logo />
        <span>{t(`actions.${provider}`)}</span>
      </button>
      <FormAlert problem={signIn.isError ? { failure: signIn.error } : null} />
    </>
  );
}
