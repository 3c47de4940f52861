import Inventory2Icon from '@mui/icons-material/Inventory2';
import { ProductCreate, ProductEdit } from './ProductForm';
import { ProductList } from './ProductList';
import { ProductShow } from './ProductShow';

export default { icon: Inventory2Icon, list: ProductList, show: ProductShow, edit: ProductEdit, create: ProductCreate, recordRepresentation: 'name' };
