-- Promotions (issue #34): coupon codes with their conditions, and what each order used.
ALTER TABLE "orders" ADD COLUMN "discount" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
CREATE TABLE "promotions" (
  "id" serial PRIMARY KEY NOT NULL,
  "name" text NOT NULL,
  "code" text,
  "kind" text NOT NULL,
  "percent_bp" integer,
  "amount_paise" integer,
  "min_order_paise" integer DEFAULT 0 NOT NULL,
  "starts_at" timestamp with time zone,
  "ends_at" timestamp with time zone,
  "usage_limit" integer,
  "per_customer_limit" integer,
  "first_order_only" boolean DEFAULT false NOT NULL,
  "paused" boolean DEFAULT false NOT NULL,
  "uses" integer DEFAULT 0 NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "promotions_kind" CHECK (("promotions"."kind" = 'percent' AND "promotions"."percent_bp" BETWEEN 1 AND 10000) OR ("promotions"."kind" = 'fixed' AND "promotions"."amount_paise" > 0)),
  CONSTRAINT "promotions_uses" CHECK ("promotions"."uses" >= 0 AND ("promotions"."usage_limit" IS NULL OR "promotions"."uses" <= "promotions"."usage_limit"))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "promotions_code_idx" ON "promotions" (upper("code")) WHERE "code" IS NOT NULL;
--> statement-breakpoint
CREATE TABLE "order_promotions" (
  "id" serial PRIMARY KEY NOT NULL,
  "order_id" uuid NOT NULL REFERENCES "orders"("id") ON DELETE cascade,
  "promotion_id" integer REFERENCES "promotions"("id") ON DELETE set null,
  "user_id" integer REFERENCES "users"("id") ON DELETE set null,
  "name" text NOT NULL,
  "code" text,
  "discount_paise" integer NOT NULL,
  "released" boolean DEFAULT false NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "order_promotions_order_idx" ON "order_promotions" ("order_id");
--> statement-breakpoint
CREATE INDEX "order_promotions_promotion_idx" ON "order_promotions" ("promotion_id", "user_id");
