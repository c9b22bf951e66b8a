// What other modules may use of promotions (ADR 018).
export {
  previewCoupon,
  redeemCoupon,
  toPromotion,
  toPromotionWrite,
  type AppliedPromotionRow,
} from './promotions.service.ts';
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
