// What other modules may use of promotions (ADR 018).
export { applyPromotions, toPromotion, toPromotionWrite } from './promotions.service.ts';
export { allocate, priceLines, type AppliedPromotionRow, type PricedLine } from './pricing.ts';
export {
  booksTargeted,
  countTargeted,
  findRunningOffers,
  listCategoryTax,
  replaceCategoryTax,
  taxRulesOf,
} from './offers.repository.ts';
export {
  findPromotion,
  findPromotionsOfOrders,
  insertOrderPromotions,
  insertPromotion,
  listPromotions,
  promotionFigures,
  releaseOrderPromotions,
  updatePromotion,
} from './promotions.repository.ts';
