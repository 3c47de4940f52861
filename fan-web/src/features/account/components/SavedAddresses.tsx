import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeliveryAddressDto } from '@club/core';
import { AddressFormDialog } from '../../../components/AddressFormDialog';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useAddresses } from '../../../lib/addresses/get-addresses';
import { useDeleteAddress } from '../../../lib/addresses/delete-address';
import { errorMessage } from '../../../lib/api-client';

const lineOf = (a: DeliveryAddressDto) => [a.address_line1, a.address_line2, a.district, a.province, a.postal_code].filter(Boolean).join(', ');

/** The addresses the checkout offers: listed, added and changed with the checkout's own form, deleted after a question. */
export function SavedAddresses() {
  const { t } = useTranslation('account');
  const addresses = useAddresses();
  const remove = useDeleteAddress();
  // The form is open for a new address (null) or a saved one; closed when undefined.
  const [editing, setEditing] = useState<DeliveryAddressDto | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<DeliveryAddressDto | null>(null);

  if (addresses.isPending)
    return (
      <p className="account-loading" role="status" aria-busy="true">
        <span className="spinner spinner-small" aria-hidden="true" /> {t('loading')}
      </p>
    );
  if (addresses.isError)
    return (
      <div className="form-alert" role="alert">
        <p>{t('addresses.loadError')}</p>
        <button type="button" className="button button-secondary button-small" onClick={() => void addresses.refetch()}>
          {t('retry')}
        </button>
      </div>
    );

  return (
    <>
      {addresses.data.length ? (
        <ul className="account-addresses" data-testid="saved-addresses">
          {addresses.data.map((a) => (
            <li key={a.id} className="account-address" data-testid="saved-address">
              <div>
                <p className="account-address-name">
                  {a.recipient_name}
                  {a.is_default && <span className="badge">{t('addresses.default')}</span>}
                </p>
                <p>{lineOf(a)}</p>
                <p>
                  {t('addresses.phone')}: {a.phone}
                </p>
              </div>
              <div className="account-address-actions">
                <button type="button" className="button button-secondary button-small" aria-label={t('addresses.editLabel', { name: a.recipient_name })} onClick={() => setEditing(a)}>
                  {t('addresses.edit')}
                </button>
                <button type="button" className="button button-ghost-danger button-small" aria-label={t('addresses.deleteLabel', { name: a.recipient_name })} onClick={() => { remove.reset(); setDeleting(a); }}>
                  {t('addresses.delete')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="notice notice-info" data-testid="no-saved-addresses">
          {t('addresses.none')}
        </p>
      )}
      <button type="button" className="button button-secondary button-small" onClick={() => setEditing(null)} data-testid="account-add-address">
        + {t('addresses.add')}
      </button>

      {editing !== undefined && (
        <AddressFormDialog firstAddress={!addresses.data.length} address={editing ?? undefined} onClose={() => setEditing(undefined)} onSaved={() => setEditing(undefined)} />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('addresses.confirmTitle')}
        confirmLabel={t('addresses.confirm')}
        cancelLabel={t('addresses.cancel')}
        busy={remove.isPending}
        confirmTestId="address-delete-confirm"
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
      >
        <p>{deleting && t('addresses.confirmText', { address: lineOf(deleting) })}</p>
        {remove.isError && (
          <p className="form-alert" role="alert">
            {errorMessage(remove.error, t('addresses.deleteError'))}
          </p>
        )}
      </ConfirmDialog>
    </>
  );
}
