-- Delivery by PIN code (issue #34): zones of PIN codes and their starts, each with its charges,
-- its estimate and whether cash on delivery reaches it. With no zone, the flat rates apply.
CREATE TABLE "delivery_zones" (
  "id" serial PRIMARY KEY NOT NULL,
  "name" text NOT NULL,
  "pincodes" text[] NOT NULL,
  "standard_fee_paise" integer NOT NULL,
  "free_above_paise" integer,
  "express_fee_paise" integer,
  "min_days" integer NOT NULL,
  "max_days" integer NOT NULL,
  "cod" boolean DEFAULT true NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "delivery_zones_days" CHECK ("delivery_zones"."min_days" >= 0 AND "delivery_zones"."max_days" >= "delivery_zones"."min_days"),
  CONSTRAINT "delivery_zones_fees" CHECK ("delivery_zones"."standard_fee_paise" >= 0 AND coalesce("delivery_zones"."free_above_paise", 0) >= 0 AND coalesce("delivery_zones"."express_fee_paise", 0) >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_zones_name_idx" ON "delivery_zones" (lower("name"));
