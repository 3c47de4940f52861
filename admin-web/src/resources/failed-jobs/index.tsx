import SyncProblemIcon from '@mui/icons-material/SyncProblem';
import { FailedJobList } from './FailedJobList';

/** Jobs that spent their retries (a mail through a long outage): staff see why and run them again. */
export default { icon: SyncProblemIcon, list: FailedJobList };
