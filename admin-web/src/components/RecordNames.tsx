import { useGetManyAggregate, useGetOne, useLocaleState } from 'react-admin';
import type { AdminBankAccountDto } from '@club/core';

/**
 * Names of records another record points to by id, fetched as needed and shared by every row that
 * names the same one (react-query's cache). A dash while loading or when it is gone.
 */

/** "Kasikornbank · 123-4-56789-0": a bank account as staff know it, its bank in the console language. */
export function BankAccountName({ id }: { id: string | null | undefined }) {
  const [locale] = useLocaleState();
  // Batched into one call for a whole list (the bank accounts' list filters by id).
  const { data } = useGetManyAggregate<AdminBankAccountDto>('bank-accounts', { ids: id ? [id] : [] }, { enabled: !!id });
  const account = data?.[0];
  if (!account) return <>—</>;
  return <>{`${locale === 'th' ? account.bank_name_th || account.bank_name : account.bank_name} · ${account.account_number}`}</>;
}

/** The name of a staff member (who imported a file, who decided a line). */
export function StaffName({ id }: { id: string | null | undefined }) {
  // One by one: the users' list does not filter by id, so a batch would not find them.
  const { data } = useGetOne<{ id: string; name: string | null; email: string }>('users', { id: id ?? '' }, { enabled: !!id });
  return <>{data ? data.name || data.email : '—'}</>;
}
