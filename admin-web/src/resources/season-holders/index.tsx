import CardMembershipIcon from '@mui/icons-material/CardMembership';
import { List, ReferenceInput, SearchInput, SelectInput, useTranslate } from 'react-admin';
import { PURCHASE_STATUSES, type AdminSeasonPassDto } from '@club/core';
import { useLocalized } from '../../components/catalogueFields';
import { spreadsheetExporter } from '../../spreadsheetExporter';
import { HolderRows } from '../../components/seasons/HolderRows';

function PassFilter({ source }: { source: string; alwaysOn?: boolean }) {
  const localized = useLocalized();
  return (
    <ReferenceInput source={source} reference="season-passes" sort={{ field: 'covers_from', order: 'DESC' }} perPage={100}>
      <SelectInput optionText={(r: AdminSeasonPassDto) => localized(r, 'name')} />
    </ReferenceInput>
  );
}

function StatusFilter({ source }: { source: string; alwaysOn?: boolean }) {
  const translate = useTranslate();
  return <SelectInput source={source} choices={PURCHASE_STATUSES.map((id) => ({ id, name: translate(`club.purchaseStatus.${id}`) }))} />;
}

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <PassFilter key="pass" source="season_pass_id" alwaysOn />,
  <StatusFilter key="status" source="status" alwaysOn />,
];

/** Every pass's holders, read-only: each is a purchase, decided under purchases. */
function HolderList() {
  return (
    <List filters={filters} sort={{ field: 'created_at', order: 'DESC' }} exporter={spreadsheetExporter}>
      <HolderRows />
    </List>
  );
}

export default { icon: CardMembershipIcon, list: HolderList, recordRepresentation: 'reference_number' };
