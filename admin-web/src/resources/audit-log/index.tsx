import HistoryIcon from '@mui/icons-material/History';
import { AuditLogList } from './AuditLogList';
import { AuditLogShow } from './AuditLogShow';

/** Read-only for staff and admins: every decision and edit, who made it and what changed. */
export default { icon: HistoryIcon, list: AuditLogList, show: AuditLogShow, recordRepresentation: 'action' };
