import ConfirmationNumberIcon from '@mui/icons-material/ConfirmationNumber';
import { SeasonPassCreate, SeasonPassEdit } from './SeasonPassForm';
import { SeasonPassList } from './SeasonPassList';
import { SeasonPassShow } from './SeasonPassShow';

export default { icon: ConfirmationNumberIcon, list: SeasonPassList, show: SeasonPassShow, create: SeasonPassCreate, edit: SeasonPassEdit, recordRepresentation: 'name' };
