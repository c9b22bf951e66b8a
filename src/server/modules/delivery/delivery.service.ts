import { formatINR, paiseToRupees } from '@shared/money.ts';
import type { DeliveryQuote, DeliveryZone, DeliveryZoneValues } from '@shared/schemas/delivery.ts';
import type { Tx } from '../../db/client.ts';
import type { ShopSettings } from '../site-config/site-config.public.ts';
import { listZones, type DeliveryZoneRow, type DeliveryZoneWrite } from './delivery.repository.ts';

/** What delivery to one PIN code offers, in paise. */
export type DeliveryTerms =
  | { deliverable: false; pincode: string; message: string }
  | {
      deliverable: true;
      pincode: string | null;
      /** Null when the shop has no zones: its flat rates apply everywhere. */
      zone: string | null;
      standardPaise: number;
      /** Null where express delivery is not offered. */
      expressPaise: number | null;
      freeAbovePaise: number | null;
      cod: boolean;
      days: { minDays: number; maxDays: number } | null;
    };

/**
 * The zone covering `pincode`: the one listing the longest start of it (a whole PIN code before
 * its district's `110`, and that before its region's `11`). Null when none does.
 */
export function zoneFor<Z extends { pincodes: string[] }>(zones: Z[], pincode: string): Z | null {
  let best: Z | null = null;
  let length = 0;
  for (const zone of zones) {
    for (const start of zone.pincodes) {
      if (start.length > length && pincode.startsWith(start)) {
        best = zone;
        length = start.length;
      }
    }
  }
  return best;
}

/** The standard charge for `amountPaise`: free at or above the threshold. */
const standardFor = (feePaise: number, freeAbovePaise: number | null, amountPaise: number) =>
  freeAbovePaise !== null && amountPaise >= freeAbovePaise ? 0 : feePaise;

/**
 * Delivery's terms for `amountPaise` to `pincode` (null: not known yet). With no zone, the flat
 * rates of the shop's settings apply everywhere; with zones, a PIN code outside all of them
 * cannot be delivered to.
 */
export function termsFor(
  settings: ShopSettings,
  zones: DeliveryZoneRow[],
  pincode: string | null,
  amountPaise: number,
): DeliveryTerms {
  if (zones.length === 0 || pincode === null) {
    const freeAbovePaise = Math.round(settings.freeShippingThreshold * 100);
    return {
      deliverable: true,
      pincode,
      zone: null,
      standardPaise: standardFor(
        Math.round(settings.standardShippingFee * 100),
        freeAbovePaise,
        amountPaise,
      ),
      expressPaise: Math.round(settings.expressShippingFee * 100),
      freeAbovePaise,
      cod: settings.codEnabled,
      days: null,
    };
  }
  const zone = zoneFor(zones, pincode);
  if (!zone) {
    return {
      deliverable: false,
      pincode,
      message: `Sorry, we don't deliver to PIN code ${pincode} yet.`,
    };
  }
  return {
    deliverable: true,
    pincode,
    zone: zone.name,
    standardPaise: standardFor(zone.standardFeePaise, zone.freeAbovePaise, amountPaise),
    expressPaise: zone.expressFeePaise,
    freeAbovePaise: zone.freeAbovePaise,
    cod: zone.cod && settings.codEnabled,
    days: { minDays: zone.minDays, maxDays: zone.maxDays },
  };
}

/** Delivery's terms for a PIN code, read from the zones now. */
export async function deliveryTerms(
  db: Tx,
  settings: ShopSettings,
  pincode: string | null,
  amountPaise: number,
): Promise<DeliveryTerms> {
  return termsFor(settings, await listZones(db), pincode, amountPaise);
}

const daysText = (d: { minDays: number; maxDays: number }) =>
  d.minDays === d.maxDays
    ? `${d.maxDays} business day${d.maxDays === 1 ? '' : 's'}`
    : `${d.minDays}–${d.maxDays} business days`;

/** Why cash on delivery is refused for these terms, or null when it is offered. */
export function codRefusal(terms: DeliveryTerms, settings: ShopSettings): string | null {
  if (!terms.deliverable || terms.cod) return null;
  if (!settings.codEnabled) return 'Cash on delivery is not available right now.';
  return `Cash on delivery is not available for PIN code ${terms.pincode}${
    terms.zone ? ` (${terms.zone})` : ''
  }: please pay online.`;
}

/** The terms as the shopper reads them (GET /api/delivery). */
export function toQuote(terms: DeliveryTerms, settings: ShopSettings): DeliveryQuote {
  if (!terms.deliverable) {
    return {
      pincode: terms.pincode,
      deliverable: false,
      zone: null,
      standard: null,
      express: null,
      freeAbove: null,
      cod: false,
      estimate: null,
      message: terms.message,
    };
  }
  const charge =
    terms.standardPaise === 0
      ? 'Free delivery'
      : `Delivery ${formatINR(paiseToRupees(terms.standardPaise))}`;
  const when = terms.days ? ` in ${daysText(terms.days)}` : '';
  const cod = terms.cod
    ? 'Cash on delivery available.'
    : (codRefusal(terms, settings) ?? 'Cash on delivery is not available.');
  return {
    pincode: terms.pincode ?? '',
    deliverable: true,
    zone: terms.zone,
    standard: paiseToRupees(terms.standardPaise),
    express: terms.expressPaise === null ? null : paiseToRupees(terms.expressPaise),
    freeAbove: terms.freeAbovePaise === null ? null : paiseToRupees(terms.freeAbovePaise),
    cod: terms.cod,
    estimate: terms.days,
    message: `${charge}${when} to ${terms.pincode}. ${cod}`,
  };
}

/** A zone as staff see it (rupees). */
export function toZone(row: DeliveryZoneRow): DeliveryZone {
  const rupees = (paise: number | null) => (paise === null ? null : paiseToRupees(paise));
  return {
    id: row.id,
    name: row.name,
    pincodes: row.pincodes,
    standardFee: paiseToRupees(row.standardFeePaise),
    freeAbove: rupees(row.freeAbovePaise),
    expressFee: rupees(row.expressFeePaise),
    minDays: row.minDays,
    maxDays: row.maxDays,
    cod: row.cod,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A zone as staff entered it, to store (paise). */
export function toZoneWrite(values: DeliveryZoneValues): DeliveryZoneWrite {
  const paise = (rupees: number | null) => (rupees === null ? null : Math.round(rupees * 100));
  return {
    name: values.name,
    pincodes: values.pincodes,
    standardFeePaise: Math.round(values.standardFee * 100),
    freeAbovePaise: paise(values.freeAbove),
    expressFeePaise: paise(values.expressFee),
    minDays: values.minDays,
    maxDays: values.maxDays,
    cod: values.cod,
  };
}

/**
 * The PIN codes of `values` another zone already lists, with that zone's name: each PIN code
 * start belongs to one zone, so which zone serves a PIN code never depends on their order.
 */
export function overlaps(
  zones: DeliveryZoneRow[],
  pincodes: string[],
  exceptId: number | null,
): string | null {
  for (const zone of zones) {
    if (zone.id === exceptId) continue;
    const shared = pincodes.filter((p) => zone.pincodes.includes(p));
    if (shared.length > 0) {
      return `${shared.slice(0, 3).join(', ')}${shared.length > 3 ? ' and others' : ''} ${
        shared.length === 1 ? 'is' : 'are'
      } already in the zone “${zone.name}”: take ${shared.length === 1 ? 'it' : 'them'} out of one of the two`;
    }
  }
  return null;
}
