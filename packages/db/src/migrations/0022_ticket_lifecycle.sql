-- Statuses nothing produced leave the stored ones. The spec's "failed" purchase is its "payment rejected": a purchase
-- set failed by hand becomes rejected, and gives its seats back as a rejection does. A ticket set cancelled by hand
-- opened no gate and could not be passed on: it becomes used (at the time it was issued, by no one), the status left
-- that does the same. Every row is kept, and each change is in the audit log as the system's, from the status it had.
INSERT INTO "audit_log" ("actor_id", "action", "entity_type", "entity_id", "changes")
SELECT NULL, 'purchase.updated', 'purchase', "id"::text, jsonb_build_object('status', jsonb_build_array('failed', 'rejected'))
FROM "purchases" WHERE "status" = 'failed';--> statement-breakpoint
UPDATE "matches" SET "available_tickets" = "matches"."available_tickets" + "failed"."seats"
FROM (SELECT "match_id", sum("quantity")::int AS "seats" FROM "purchases" WHERE "status" = 'failed' AND "seats_released_at" IS NULL GROUP BY "match_id") "failed"
WHERE "matches"."id" = "failed"."match_id" AND NOT "matches"."unlimited_tickets";--> statement-breakpoint
UPDATE "fan_match_seats" SET "held_seats" = greatest("fan_match_seats"."held_seats" - "failed"."seats", 0), "unpaid_seats" = greatest("fan_match_seats"."unpaid_seats" - "failed"."seats", 0)
FROM (SELECT "user_id", "match_id", sum("quantity")::int AS "seats" FROM "purchases" WHERE "status" = 'failed' AND "seats_released_at" IS NULL GROUP BY "user_id", "match_id") "failed"
WHERE "fan_match_seats"."user_id" = "failed"."user_id" AND "fan_match_seats"."match_id" = "failed"."match_id";--> statement-breakpoint
UPDATE "purchases" SET "status" = 'rejected', "rejection_reason" = coalesce("rejection_reason", 'Payment failed / ชำระเงินไม่สำเร็จ'),
  "rejected_at" = coalesce("rejected_at", "updated_at"), "seats_released_at" = coalesce("seats_released_at", now()), "updated_at" = now()
WHERE "status" = 'failed';--> statement-breakpoint
ALTER TABLE "purchases" DROP CONSTRAINT "purchases_status_check";--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_status_check" CHECK ("purchases"."status" in ('pending', 'verifying', 'completed', 'expired', 'rejected', 'cancelled'));--> statement-breakpoint
INSERT INTO "audit_log" ("actor_id", "action", "entity_type", "entity_id", "changes")
SELECT NULL, 'ticket.updated', 'ticket', "id"::text, jsonb_build_object('status', jsonb_build_array('cancelled', 'used'))
FROM "tickets" WHERE "status" = 'cancelled';--> statement-breakpoint
UPDATE "tickets" SET "status" = 'used', "used_at" = coalesce("used_at", "created_at") WHERE "status" = 'cancelled';--> statement-breakpoint
ALTER TABLE "tickets" DROP CONSTRAINT "tickets_status_check";--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_status_check" CHECK ("tickets"."status" in ('valid', 'used', 'transferred'));
