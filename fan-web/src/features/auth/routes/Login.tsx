import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { isValidThaiPhone } from '@club/core';
import { useAuth } from '../../../app/auth';
import { api, ApiError } from '../../../lib/api-client';

type Tab = 'login' | 'register';

export function Login() {
  const { t } = useTranslation();
  const { signIn, signUp } = useAuth();
  const navigate = useNavigate();
  const from = (useLocation().state as { from?: string } | null)?.from ?? '/';
  const [tab, setTab] = useState<Tab>('login');
  const [form, setForm] = useState({ name: '', email: '', phone: '', password: '', confirm: '', remember: true, terms: false });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (k: keyof typeof form) => (e: { target: { value: string; checked: boolean; type: string } }) =>
    setForm((f) => ({ ...f, [k]: e.target.type === 'checkbox' ? e.target.checked : e.target.value }));
  const phoneInvalid = tab === 'register' && form.phone.trim() !== '' && !isValidThaiPhone(form.phone);

  const problem = (): string | null => {
    if (!form.email.trim() || !form.password) return t('auth.allRequired');
    if (tab === 'login') return null;
    if (!form.name.trim()) return t('auth.nameRequired');
    if (!form.phone.trim()) return t('auth.phoneRequired');
    if (!isValidThaiPhone(form.phone)) return t('auth.phoneInvalid');
    if (form.password.length < 8) return t('auth.passwordShort');
    if (form.password !== form.confirm) return t('auth.passwordsDiffer');
    if (!form.terms) return t('auth.termsRequired');
    return null;
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const p = problem();
    setError(p);
    if (p) return;
    setBusy(true);
    try {
      if (tab === 'login') await signIn(form.email.trim(), form.password, form.remember);
      else await signUp({ name: form.name.trim(), email: form.email.trim(), password: form.password, phone: form.phone });
      navigate(from, { replace: true });
    } catch (err) {
      setError(err instanceof ApiError && err.message ? err.message : t('auth.failed'));
    } finally {
      setBusy(false);
    }
  };

  const google = async () => {
    setError(null);
    try {
      const res = await api<{ url?: string }>('/api/v1/auth/sign-in/social', { method: 'POST', json: { provider: 'google', callbackURL: `${location.origin}/` }, raw: true });
      if (res.url) location.assign(res.url);
    } catch (err) {
      setError(err instanceof ApiError ? err.message : t('auth.failed'));
    }
  };

  const switchTab = (next: Tab) => { setTab(next); setError(null); };
  const field = (id: keyof typeof form, label: string, type = 'text', extra: Record<string, string> = {}) => (
    <label className="field" htmlFor={id}>
      <span>{label}</span>
      <input id={id} type={type} value={form[id] as string} onChange={set(id)} {...extra} />
    </label>
  );

  return (
    <section className="container page narrow">
      <div className="auth-card">
        <p className="muted">{t('auth.welcome')}</p>
        <div role="tablist" className="tabs" aria-label={t('nav.login')}>
          {(['login', 'register'] as const).map((k) => (
            <button key={k} type="button" role="tab" id={`tab-${k}`} aria-selected={tab === k} aria-controls="auth-panel" className={tab === k ? 'active' : ''} onClick={() => switchTab(k)}>
              {t(k === 'login' ? 'auth.loginTab' : 'auth.registerTab')}
            </button>
          ))}
        </div>
        <form id="auth-panel" role="tabpanel" aria-labelledby={`tab-${tab}`} onSubmit={submit} noValidate>
          {tab === 'register' && field('name', t('auth.fullName'), 'text', { autoComplete: 'name' })}
          {field('email', t('auth.email'), 'email', { autoComplete: 'email' })}
          {tab === 'register' && (
            <>
              {field('phone', t('auth.phone'), 'tel', { autoComplete: 'tel', placeholder: t('auth.phonePlaceholder'), 'aria-invalid': String(phoneInvalid) })}
              {phoneInvalid && <p className="field-error">{t('auth.phoneInvalid')}</p>}
            </>
          )}
          {field('password', t('auth.password'), 'password', { autoComplete: tab === 'login' ? 'current-password' : 'new-password' })}
          {tab === 'register' && field('confirm', t('auth.confirmPassword'), 'password', { autoComplete: 'new-password' })}
          {tab === 'login' ? (
            <div className="row-between">
              <label className="check"><input type="checkbox" checked={form.remember} onChange={set('remember')} /> {t('auth.remember')}</label>
              <a href="#forgot">{t('auth.forgot')}</a>
            </div>
          ) : (
            <label className="check">
              <input type="checkbox" checked={form.terms} onChange={set('terms')} /> {t('auth.acceptTerms')} <Link to="/terms-and-conditions">{t('auth.termsLink')}</Link>
            </label>
          )}
          {error && <p className="form-error" role="alert">{error}</p>}
          <button type="submit" className="btn btn-accent block" disabled={busy}>{t(tab === 'login' ? 'auth.loginButton' : 'auth.registerButton')}</button>
        </form>
        <p className="divider"><span>{t('auth.or')}</span></p>
        <button type="button" className="btn btn-outline block" onClick={google}>{t('auth.google')}</button>
      </div>
    </section>
  );
}
