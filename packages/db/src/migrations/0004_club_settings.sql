CREATE TABLE "club_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"payment_window_minutes" integer NOT NULL,
	"order_payment_hours" integer NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "club_settings_single_row" CHECK ("club_settings"."id" = 1),
	CONSTRAINT "club_settings_payment_window" CHECK ("club_settings"."payment_window_minutes" between 1 and 1440),
	CONSTRAINT "club_settings_order_hours" CHECK ("club_settings"."order_payment_hours" between 1 and 336)
);
--> statement-breakpoint
ALTER TABLE "club_settings" ADD CONSTRAINT "club_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;