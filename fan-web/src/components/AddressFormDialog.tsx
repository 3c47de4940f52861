// Before any schema parses (the site's CSP forbids eval).
import '../lib/no-eval';
import './address-form-dialog.css';
import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { createAddressSchema, type DeliveryAddressDto, type PostcodePlaceDto } from '@club/core';
import { Icon } from './Icon';
import { PostcodeField } from './PostcodeField';
import { TextField } from './TextField';
import { ApiError, errorMessage } from '../lib/api-client';
import { useCreateAddress } from '../lib/addresses/create-address';
import { useUpdateAddress } from '../lib/addresses/update-address';
import { useAuth } from '../lib/auth/auth';
import { useLanguage } from '../lib/i18n';

type Field = 'recipient_name' | 'phone' | 'address_line1' | 'address_line2' | 'district' | 'province' | 'postal_code';
type Values = Record<Field, string> & { is_default: boolean };
type ErrorKey =
  | 'recipientRequired'
  | 'phoneRequired'
  | 'phoneInvalid'
  | 'addressRequired'
  | 'districtRequired'
  | 'provinceRequired'
  | 'postalCodeRequired'
  | 'postalCodeInvalid'
  | 'tooLong';

const EMPTY: Values = { recipient_name: '', phone: '', address_line1: '', address_line2: '', district: '', province: '', postal_code: '', is_default: false };

/** The fan's language for what createAddressSchema (the API's own rules) found wrong with a field. */
function problemOf(field: Field, value: string): ErrorKey {
  const empty = value.trim() === '';
  switch (field) {
    case 'recipient_name': return empty ? 'recipientRequired' : 'tooLong';
    case 'phone': return empty ? 'phoneRequired' : 'phoneInvalid';
    case 'address_line1': return empty ? 'addressRequired' : 'tooLong';
    case 'district': return empty ? 'districtRequired' : 'tooLong';
    case 'province': return empty ? 'provinceRequired' : 'tooLong';
    case 'postal_code': return empty ? 'postalCodeRequired' : 'postalCodeInvalid';
    case 'address_line2': return 'tooLong';
  }
}

function validate(values: Values): { data: ReturnType<typeof createAddressSchema.parse> | null; errors: Partial<Record<Field, ErrorKey>> } {
  const parsed = createAddressSchema.safeParse({ ...values, address_line2: values.address_line2 || null });
  if (parsed.success) return { data: parsed.data, errors: {} };
  const errors: Partial<Record<Field, ErrorKey>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as Field;
    if (field in EMPTY && field !== ('is_default' as Field) && !errors[field]) errors[field] = problemOf(field, values[field]);
  }
  return { data: null, errors };
}

interface AddressFormDialogProps {
  /** The first address is made the default without asking. */
  firstAddress: boolean;
  /** A saved address to change; none for a new one. */
  address?: DeliveryAddressDto;
  onClose(): void;
  onSaved(address: DeliveryAddressDto): void;
}

const valuesOf = (a: DeliveryAddressDto): Values => ({
  recipient_name: a.recipient_name, phone: a.phone, address_line1: a.address_line1, address_line2: a.address_line2 ?? '',
  district: a.district, province: a.province, postal_code: a.postal_code, is_default: a.is_default,
});

/**
 * The address form (a new address, or a saved one to change) in a modal <dialog>, shown while mounted: the page behind is inert, Tab
 * stays inside and Escape closes it. A new address starts with the fan's own name and phone; the
 * postal code offers the places it serves and fills in the sub-district, district and province in
 * the reader's language. Fields are checked with the API's schema before sending, errors shown
 * under each field; the server's refusal (a province that is not the postal code's) above the buttons.
 */
export function AddressFormDialog({ firstAddress, address, onClose, onSaved }: AddressFormDialogProps) {
  const { t } = useTranslation('checkout');
  const lang = useLanguage();
  const { user } = useAuth();
  const ref = useRef<HTMLDialogElement>(null);
  const [values, setValues] = useState<Values>(() =>
    address ? valuesOf(address) : { ...EMPTY, recipient_name: user?.name ?? '', phone: user?.phone ?? '', is_default: firstAddress },
  );
  // Errors show once the fan has tried to save; each refused try moves the focus to the first bad field.
  const [attempts, setAttempts] = useState(0);
  const submitted = attempts > 0;
  const create = useCreateAddress();
  const update = useUpdateAddress();
  const save = address ? update : create;

  // Opened on mount; on unmount closed before it leaves the page, and the focus goes back to the opener.
  useLayoutEffect(() => {
    const dialog = ref.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog && !dialog.open) dialog.showModal();
    return () => {
      dialog?.close();
      opener?.focus();
    };
  }, []);

  const { errors } = validate(values);
  // A refusal of the server about a field (a province that is not the postal code's) goes under it.
  const refused = save.error instanceof ApiError ? save.error.fields : [];
  const shownError = (field: Field): string | null => {
    const problem = errors[field];
    if (submitted && problem) return t(`form.errors.${problem}`);
    return refused.includes(field) ? errorMessage(save.error, t('form.error')) : null;
  };
  const set = (field: Field) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    if (refused.includes(field)) save.reset();
  };
  const fillPlace = (place: PostcodePlaceDto) =>
    setValues((v) => ({ ...v, address_line2: place.sub_district[lang], district: place.district[lang], province: place.province[lang] }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { data } = validate(values);
    if (!data) {
      setAttempts((n) => n + 1);
      return;
    }
    const onError = () => setAttempts((n) => n + 1);
    if (address) update.mutate({ ...data, id: address.id }, { onSuccess: onSaved, onError });
    else create.mutate(data, { onSuccess: (created) => onSaved(created.address), onError });
  };

  useEffect(() => {
    if (attempts > 0) ref.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
  }, [attempts]);

  const field = (name: Field, label: string, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField
      id={`address-${name}`}
      label={label}
      value={values[name]}
      onChange={set(name)}
      error={shownError(name)}
      data-testid={`address-${name.replaceAll('_', '-')}`}
      {...extra}
    />
  );

  return (
    <dialog
      ref={ref}
      className="dialog address-dialog"
      aria-labelledby="address-dialog-title"
      data-testid="address-dialog"
      onCancel={(event) => {
        event.preventDefault();
        if (!save.isPending) onClose();
      }}
    >
      <div className="address-dialog-head">
        <h2 id="address-dialog-title">{t(address ? 'form.editTitle' : 'form.title')}</h2>
        <button type="button" className="address-dialog-close" aria-label={t('form.close')} onClick={onClose} disabled={save.isPending}>
          <Icon name="close" size={20} />
        </button>
      </div>
      <form className="address-form" onSubmit={submit} noValidate>
        {field('recipient_name', t('form.recipientName'), { autoComplete: 'name', required: true, autoFocus: true })}
        {field('phone', t('form.phone'), { type: 'tel', inputMode: 'tel', autoComplete: 'tel', placeholder: t('form.phonePlaceholder'), required: true })}
        {field('address_line1', t('form.addressLine1'), { autoComplete: 'address-line1', placeholder: t('form.addressLine1Placeholder'), required: true })}
        <PostcodeField
          id="address-postal_code"
          value={values.postal_code}
          error={shownError('postal_code')}
          onChange={(postalCode) => setValues((v) => ({ ...v, postal_code: postalCode }))}
          onChoose={fillPlace}
          data-testid="address-postal-code"
        />
        <div className="address-form-row">
          {field('address_line2', `${t('form.addressLine2')} (${t('form.optional')})`, { autoComplete: 'address-level3' })}
          {field('district', t('form.district'), { autoComplete: 'address-level2', required: true })}
          {field('province', t('form.province'), { autoComplete: 'address-level1', required: true })}
        </div>
        <label className="checkbox">
          <input type="checkbox" checked={values.is_default} onChange={(e) => setValues((v) => ({ ...v, is_default: e.target.checked }))} data-testid="address-is-default" />
          <span>{t('form.isDefault')}</span>
        </label>
        {save.isError && !refused.length && (
          <p className="form-alert" role="alert" data-testid="address-error">
            {errorMessage(save.error, t('form.error'))}
          </p>
        )}
        <div className="dialog-actions">
          <button type="button" className="button button-ghost" onClick={onClose} disabled={save.isPending}>
            {t('form.cancel')}
          </button>
          <button type="submit" className="button button-primary" disabled={save.isPending} data-testid="address-save">
            {save.isPending ? t('form.saving') : t('form.save')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
