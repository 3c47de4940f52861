// The slip image is shared with store orders; its defaults read a ticket purchase.
export { ReceiptImage } from '../../components/ReceiptImage';
