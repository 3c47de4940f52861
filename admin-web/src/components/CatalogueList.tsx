import type { ReactElement, ReactNode } from 'react';
import { useMediaQuery, type Theme } from '@mui/material';
import { Datagrid, List, SimpleList, usePermissions, type ListProps, type RaRecord, type SimpleListProps } from 'react-admin';
import { spreadsheetExporter } from '../spreadsheetExporter';
import { NoResults } from './NoResults';

interface CatalogueListProps<R extends RaRecord> {
  filters?: ListProps['filters'];
  sort: ListProps['sort'];
  perPage?: number;
  /** What a row opens when the user is not an admin (only admins may edit the catalogue). */
  staffOpen?: 'show' | false;
  /** The phone list's row: its texts and picture. */
  phone: Pick<SimpleListProps<R>, 'leftAvatar' | 'primaryText' | 'secondaryText' | 'tertiaryText'>;
  /** The desktop grid's columns. */
  children: ReactNode;
}

/** A catalogue list as staff see it: one line a record on phones, a grid elsewhere; rows open the edit form for admins. */
export function CatalogueList<R extends RaRecord>({ filters, sort, perPage, staffOpen = false, phone, children }: CatalogueListProps<R>): ReactElement {
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const { permissions } = usePermissions();
  const open = permissions === 'admin' ? 'edit' : staffOpen;
  return (
    <List filters={filters} sort={sort} perPage={perPage} exporter={spreadsheetExporter}>
      {small ? (
        <SimpleList<R> {...phone} empty={<NoResults />} linkType={open} rowSx={() => ({ borderBottom: 1, borderColor: 'divider' })} />
      ) : (
        <Datagrid rowClick={open} bulkActionButtons={false} empty={<NoResults />}>
          {children}
        </Datagrid>
      )}
    </List>
  );
}
