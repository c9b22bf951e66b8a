// What other modules may use of delivery (ADR 018).
export {
  codRefusal,
  deliveryTerms,
  overlaps,
  toQuote,
  toZone,
  toZoneWrite,
  type DeliveryTerms,
} from './delivery.service.ts';
export {
  deleteZone,
  findZone,
  insertZone,
  listZones,
  lockZones,
  updateZone,
} from './delivery.repository.ts';
