// What other features may use of delivery; everything else in features/delivery is its own.
export { DeliveryCheck } from './components/delivery-check.tsx';
export { useCheckedPincode } from './api/delivery-quote.ts';
