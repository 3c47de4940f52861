CREATE TABLE "match_ratings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"match_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"rating" integer NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "match_ratings_rating_check" CHECK ("match_ratings"."rating" between 1 and 5),
	CONSTRAINT "match_ratings_comment_check" CHECK ("match_ratings"."comment" is null or char_length("match_ratings"."comment") <= 500)
);
--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "feed_match_id" text;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "feed_match_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "used_gate" text;--> statement-breakpoint
ALTER TABLE "match_ratings" ADD CONSTRAINT "match_ratings_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_ratings" ADD CONSTRAINT "match_ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "match_ratings_match_user" ON "match_ratings" USING btree ("match_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "matches_feed_match_id" ON "matches" USING btree ("feed_match_id") WHERE "matches"."feed_match_id" is not null;
--> statement-breakpoint
UPDATE receipts SET check_error = 'unreadable_image' WHERE check_error = 'We could not read this image. Please upload a clear photo or screenshot of your transfer slip.';