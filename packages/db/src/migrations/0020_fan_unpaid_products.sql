CREATE TABLE "fan_product_units" (
	"user_id" text NOT NULL,
	"product_id" uuid NOT NULL,
	"unpaid_units" integer NOT NULL,
	"unpaid_limit" integer NOT NULL,
	CONSTRAINT "fan_product_units_user_id_product_id_pk" PRIMARY KEY("user_id","product_id"),
	CONSTRAINT "fan_product_units_count_check" CHECK ("fan_product_units"."unpaid_units" >= 0),
	CONSTRAINT "fan_product_units_unpaid_limit" CHECK ("fan_product_units"."unpaid_units" <= "fan_product_units"."unpaid_limit")
);
--> statement-breakpoint
ALTER TABLE "fan_product_units" ADD CONSTRAINT "fan_product_units_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fan_product_units" ADD CONSTRAINT "fan_product_units_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The units each fan holds today in orders awaiting payment, per product (all its variants). A fan
-- already holding more than 10 keeps them (the limit is set to what they hold) and may order no
-- more of that product until those are paid or cancelled.
INSERT INTO "fan_product_units" ("user_id", "product_id", "unpaid_units", "unpaid_limit")
SELECT "o"."user_id", "i"."product_id", sum("i"."quantity")::int, greatest(10, sum("i"."quantity")::int)
FROM "orders" "o" JOIN "order_items" "i" ON "i"."order_id" = "o"."id"
WHERE "o"."status" = 'pending_payment' AND "i"."product_id" IS NOT NULL
GROUP BY "o"."user_id", "i"."product_id";
