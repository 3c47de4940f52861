ALTER TABLE "outbox_events" ADD COLUMN "done_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "outbox_undone_idx" ON "outbox_events" USING btree ("published_at") WHERE "outbox_events"."published_at" is not null and "outbox_events"."done_at" is null;--> statement-breakpoint
UPDATE "outbox_events" SET "done_at" = "published_at" WHERE "published_at" IS NOT NULL;
