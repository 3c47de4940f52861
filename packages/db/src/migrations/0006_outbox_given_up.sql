DROP INDEX "outbox_undone_idx";--> statement-breakpoint
ALTER TABLE "outbox_events" ADD COLUMN "given_up_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox_events" ADD COLUMN "failure" jsonb;--> statement-breakpoint
ALTER TABLE "outbox_events" ADD COLUMN "redelivery_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox_events" ADD COLUMN "retry_requested_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "outbox_redelivery_idx" ON "outbox_events" USING btree ("redelivery_checked_at" NULLS FIRST,"id") WHERE "outbox_events"."published_at" is not null and "outbox_events"."done_at" is null and "outbox_events"."given_up_at" is null and "outbox_events"."retry_requested_at" is null;--> statement-breakpoint
CREATE INDEX "outbox_given_up_idx" ON "outbox_events" USING btree ("given_up_at") WHERE "outbox_events"."given_up_at" is not null and "outbox_events"."done_at" is null;--> statement-breakpoint
CREATE INDEX "outbox_retry_requested_idx" ON "outbox_events" USING btree ("id") WHERE "outbox_events"."retry_requested_at" is not null;