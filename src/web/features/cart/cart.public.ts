// What other features may use of the cart; everything else in features/cart is its own.
export { useCart } from './api/get-cart.ts';
export { useCartQuote } from './api/get-cart-quote.ts';
