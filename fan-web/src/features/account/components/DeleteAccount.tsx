import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { FlashState } from '../../../components/FlashMessage';
import { TextField } from '../../../components/TextField';
import { errorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/auth';
import { useModal } from '../../../lib/use-modal';
import { useDeleteAccount } from '../api/delete-account';

/** What deleting does, then a dialog that asks for the password; the server says why when it refuses. */
export function DeleteAccount() {
  const { t } = useTranslation('account');
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const remove = useDeleteAccount();
  const ref = useModal(open);
  // The browser forgets the (already ended) session once the page has left: while the landing page
  // is still on its way, a signed-out fan on this page would be sent to /login instead.
  const deleted = useRef(false);
  useEffect(() => () => {
    if (deleted.current) void signOut();
  }, [signOut]);

  const close = () => {
    if (remove.isPending) return;
    setOpen(false);
    setPassword('');
    remove.reset();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    remove.mutate(
      { password },
      {
        onSuccess: () => {
          deleted.current = true;
          navigate('/', { state: { flash: 'accountDeleted' } satisfies FlashState });
        },
      },
    );
  };

  return (
    <>
      <p>{t('delete.text')}</p>
      <button type="button" className="button button-ghost-danger" onClick={() => setOpen(true)} data-testid="delete-account">
        {t('delete.open')}
      </button>
      <dialog ref={ref} className="dialog" aria-labelledby="delete-account-title" onCancel={(event) => { event.preventDefault(); close(); }}>
        <h2 id="delete-account-title">{t('delete.confirmTitle')}</h2>
        <form onSubmit={submit} noValidate>
          <div className="dialog-body">
            <p>{t('delete.confirmText')}</p>
            <TextField id="delete-account-password" label={t('delete.password')} type="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
            {remove.isError && (
              <p className="form-alert" role="alert" data-testid="delete-account-error">
                {errorMessage(remove.error, t('delete.error'))}
              </p>
            )}
          </div>
          <div className="dialog-actions">
            <button type="button" className="button button-ghost" onClick={close} disabled={remove.isPending}>
              {t('delete.cancel')}
            </button>
            <button type="submit" className="button button-danger" disabled={remove.isPending || !password} data-testid="delete-account-confirm">
              {remove.isPending ? t('delete.deleting') : t('delete.confirm')}
            </button>
          </div>
        </form>
      </dialog>
    </>
  );
}
