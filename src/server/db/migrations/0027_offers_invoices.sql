-- Automatic offers, targets and combining codes; tax per line; invoices (issue #34).
ALTER TABLE "promotions" DROP CONSTRAINT "promotions_kind";
--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "target_kind" text DEFAULT 'order' NOT NULL;
--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "target_value" text;
--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "buy_quantity" integer;
--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "get_quantity" integer;
--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "combinable" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_kind" CHECK (("promotions"."kind" = 'percent' AND "promotions"."percent_bp" BETWEEN 1 AND 10000) OR ("promotions"."kind" = 'fixed' AND "promotions"."amount_paise" > 0) OR ("promotions"."kind" = 'buy_get' AND "promotions"."buy_quantity" >= 1 AND "promotions"."get_quantity" >= 1) OR ("promotions"."kind" = 'bundle' AND "promotions"."buy_quantity" >= 2 AND "promotions"."amount_paise" > 0) OR ("promotions"."kind" = 'free_delivery'));
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "discount_paise" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "tax_rate_bp" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "tax_paise" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "hsn" text DEFAULT '4901' NOT NULL;
--> statement-breakpoint
CREATE TABLE "category_tax" (
  "category" text PRIMARY KEY NOT NULL,
  "hsn" text NOT NULL,
  "rate_bp" integer NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "category_tax_rate" CHECK ("category_tax"."rate_bp" BETWEEN 0 AND 2800),
  CONSTRAINT "category_tax_hsn" CHECK ("category_tax"."hsn" ~ '^[0-9]{4,8}$')
);
--> statement-breakpoint
CREATE TABLE "invoice_counters" (
  "kind" text NOT NULL,
  "financial_year" text NOT NULL,
  "last" integer NOT NULL,
  CONSTRAINT "invoice_counters_pk" PRIMARY KEY ("kind", "financial_year")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
  "id" serial PRIMARY KEY NOT NULL,
  "order_id" uuid NOT NULL REFERENCES "orders"("id") ON DELETE cascade,
  "kind" text NOT NULL,
  "number" text NOT NULL,
  "financial_year" text NOT NULL,
  "sequence" integer NOT NULL,
  "document" jsonb NOT NULL,
  "issued_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "invoices_kind" CHECK ("invoices"."kind" IN ('invoice', 'credit_note'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_idx" ON "invoices" ("kind", "financial_year", "sequence");
--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_order_kind_idx" ON "invoices" ("order_id", "kind");
--> statement-breakpoint
ALTER TABLE "order_promotions" ADD COLUMN "delivery" boolean DEFAULT false NOT NULL;
