-- Every buyer writes a purchase row and its indexes: the reference is unique through its key (a
-- function of it), and the season indexes keep only the season rows.
ALTER TABLE "purchases" DROP CONSTRAINT "purchases_reference_number_unique";--> statement-breakpoint
DROP INDEX "purchases_renewed_from";--> statement-breakpoint
DROP INDEX "purchases_season_pass_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_renewed_from" ON "purchases" USING btree ("renewed_from_id") WHERE "purchases"."renewed_from_id" is not null and "purchases"."seats_released_at" is null;--> statement-breakpoint
CREATE INDEX "purchases_season_pass_idx" ON "purchases" USING btree ("season_pass_id") WHERE "purchases"."season_pass_id" is not null;