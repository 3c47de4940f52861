import ShoppingBagIcon from '@mui/icons-material/ShoppingBag';
import { OrderList } from './OrderList';
import { OrderShow } from './OrderShow';

export default { icon: ShoppingBagIcon, list: OrderList, show: OrderShow, recordRepresentation: 'order_number' };
