// What other features may use of the cart; everything else in features/cart is its own.
export { useCart } from './api/get-cart.ts';
export { useAppliedCoupons, useCartQuote } from './api/get-cart-quote.ts';
export { CouponField, takenCoupons } from './components/coupon-field.tsx';
