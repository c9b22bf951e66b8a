import { asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { deliveryZones } from '../../db/schema.ts';

export type DeliveryZoneRow = typeof deliveryZones.$inferSelect;
export type DeliveryZoneWrite = Omit<typeof deliveryZones.$inferInsert, 'id' | 'createdAt'>;

export function listZones(db: Tx): Promise<DeliveryZoneRow[]> {
  return db.select().from(deliveryZones).orderBy(asc(deliveryZones.name));
}

export async function findZone(db: Tx, id: number): Promise<DeliveryZoneRow | undefined> {
  const [row] = await db.select().from(deliveryZones).where(eq(deliveryZones.id, id));
  return row;
}

export async function insertZone(db: Tx, values: DeliveryZoneWrite): Promise<DeliveryZoneRow> {
  const [row] = await db.insert(deliveryZones).values(values).returning();
  return row!;
}

export async function updateZone(
  db: Tx,
  id: number,
  values: DeliveryZoneWrite,
): Promise<DeliveryZoneRow | undefined> {
  const [row] = await db
    .update(deliveryZones)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(deliveryZones.id, id))
    .returning();
  return row;
}

export async function deleteZone(db: Tx, id: number): Promise<boolean> {
  const rows = await db.delete(deliveryZones).where(eq(deliveryZones.id, id)).returning();
  return rows.length > 0;
}

/** Holds the zones still while one is written, so two staff cannot list a PIN code twice. */
export async function lockZones(tx: Tx): Promise<void> {
  await tx.execute(sql`LOCK TABLE delivery_zones IN SHARE ROW EXCLUSIVE MODE`);
}
