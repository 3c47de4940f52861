CREATE TABLE "competition_results" (
	"match_id" text PRIMARY KEY NOT NULL,
	"home_goal_count" integer NOT NULL,
	"away_goal_count" integer NOT NULL,
	"attendance_number" integer,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "competition_results_goals_check" CHECK ("competition_results"."home_goal_count" >= 0 and "competition_results"."away_goal_count" >= 0),
	CONSTRAINT "competition_results_attendance_check" CHECK ("competition_results"."attendance_number" is null or "competition_results"."attendance_number" >= 0)
);
--> statement-breakpoint
ALTER TABLE "competition_snapshots" ALTER COLUMN "payload" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "competition_snapshots" ALTER COLUMN "fetched_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "competition_results" ADD CONSTRAINT "competition_results_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_snapshots" ADD CONSTRAINT "competition_snapshots_copy_check" CHECK (("competition_snapshots"."payload" is null) = ("competition_snapshots"."fetched_at" is null));