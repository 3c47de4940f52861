-- A purchase's reference and an order's number in core's referenceKey form (capitals, letters and digits only: TKAB12CD34),
-- kept by PostgreSQL beside each and unique, so a bill payment's Ref1 or a reference a payer wrote is found through an
-- index rather than by normalising every row. Existing rows get theirs as the columns are added. References are made by
-- the product alone (TK- or OR- and two groups of four capitals or digits), so no two of one table share a key.
ALTER TABLE "purchases" ADD COLUMN "reference_key" text GENERATED ALWAYS AS (regexp_replace(upper("reference_number"), '[^A-Z0-9]', '', 'g')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_reference_key_unique" UNIQUE("reference_key");--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reference_key" text GENERATED ALWAYS AS (regexp_replace(upper("order_number"), '[^A-Z0-9]', '', 'g')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_reference_key_unique" UNIQUE("reference_key");
