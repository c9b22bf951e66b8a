// What other modules may use of promotions (ADR 018).
export { applyPromotions, toPromotion, toPromotionWrite } from './promotions.service.ts';
export { allocate, priceLines, type AppliedPromotionRow, type PricedLine } from './pricing.ts';
export {
  countTargeted,
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
