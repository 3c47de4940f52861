import ReceiptIcon from '@mui/icons-material/Receipt';
import { PurchaseList } from './PurchaseList';
import { PurchaseShow } from './PurchaseShow';

export default { icon: ReceiptIcon, list: PurchaseList, show: PurchaseShow, recordRepresentation: 'referenceNumber' };
