import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import type { StatementImportDto } from '@club/core';
import { StatementImportCreate } from './StatementImportCreate';
import { StatementImportList } from './StatementImportList';

/**
 * Bank statements staff import: each file's credit lines matched to purchases and orders, those
 * surely paid confirmed without staff. The lines left to check are the resource statement-lines.
 */
export default {
  icon: AccountBalanceWalletIcon, list: StatementImportList, create: StatementImportCreate,
  recordRepresentation: (r: StatementImportDto) => r.file_name,
};
