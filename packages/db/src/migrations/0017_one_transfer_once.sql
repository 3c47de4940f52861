ALTER TABLE "bank_transfers" ADD COLUMN "transfer_key" text;--> statement-breakpoint
-- The bank's reference in capitals, letters and digits only (core's transferKey); a statement line's own claim keeps its line id.
UPDATE "bank_transfers" SET "transfer_key" = CASE
	WHEN "bank_code" = 'STATEMENT' THEN 'statement:' || "trans_ref"
	ELSE coalesce(nullif(upper(regexp_replace("trans_ref", '[^A-Za-z0-9]', '', 'g')), ''), "trans_ref")
END;--> statement-breakpoint
-- Two transfers recorded before this rule under one reference from two banks both stay, told apart by their id.
UPDATE "bank_transfers" SET "transfer_key" = "bank_transfers"."transfer_key" || ':' || "bank_transfers"."id"
FROM (SELECT "id", row_number() OVER (PARTITION BY "transfer_key" ORDER BY "created_at", "id") AS "n" FROM "bank_transfers") AS "d"
WHERE "d"."id" = "bank_transfers"."id" AND "d"."n" > 1;--> statement-breakpoint
ALTER TABLE "bank_transfers" ALTER COLUMN "transfer_key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_transfers" DROP CONSTRAINT "bank_transfers_once";--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD CONSTRAINT "bank_transfers_key_once" UNIQUE("transfer_key");
