import FactCheckIcon from '@mui/icons-material/FactCheck';
import { StatementLineList } from './StatementLineList';

/** Credit lines of imported bank statements that wait for staff: assigned to what they pay for, or dismissed. */
export default { icon: FactCheckIcon, list: StatementLineList };
