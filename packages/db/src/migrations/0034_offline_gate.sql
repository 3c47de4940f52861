-- Issue 32, the gate with no network: the steward role, signing keys, revocations, phones and scans (docs/design/issue-32-offline-gate.md).
CREATE TABLE "gate_devices" (
	"id" uuid PRIMARY KEY NOT NULL,
	"match_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"gate_id" uuid,
	"label" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone,
	"last_seq" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "gate_devices_label_check" CHECK (length("gate_devices"."label") between 1 and 40)
);
--> statement-breakpoint
CREATE TABLE "gate_scans" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"scan_key" uuid NOT NULL,
	"device_id" uuid,
	"seq" integer,
	"match_id" uuid NOT NULL,
	"ticket_id" uuid,
	"gate_id" uuid,
	"gate_name" text,
	"user_id" text NOT NULL,
	"code_kind" text NOT NULL,
	"input" text,
	"device_verdict" text,
	"entered" boolean NOT NULL,
	"outcome" text NOT NULL,
	"refusal" text,
	"gate_override" boolean DEFAULT false NOT NULL,
	"scanned_at" timestamp with time zone NOT NULL,
	"device_time" timestamp with time zone,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gate_scans_scan_key_unique" UNIQUE("scan_key"),
	CONSTRAINT "gate_scans_device_seq" UNIQUE("device_id","seq"),
	CONSTRAINT "gate_scans_device_pair" CHECK (("gate_scans"."device_id" is null) = ("gate_scans"."seq" is null)),
	CONSTRAINT "gate_scans_code_kind_check" CHECK ("gate_scans"."code_kind" in ('signed', 'legacy', 'number', 'unknown')),
	CONSTRAINT "gate_scans_input_check" CHECK ("gate_scans"."input" is null or "gate_scans"."input" in ('camera', 'scanner', 'typed')),
	CONSTRAINT "gate_scans_outcome_check" CHECK ("gate_scans"."outcome" in ('admission', 'duplicate', 'entered_invalid', 'refused'))
);
--> statement-breakpoint
CREATE TABLE "ticket_revocations" (
	"ticket_id" uuid PRIMARY KEY NOT NULL,
	"match_id" uuid NOT NULL,
	"below_version" smallint NOT NULL,
	"seq" bigserial NOT NULL,
	"revoked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ticket_revocations_seq" UNIQUE("seq"),
	CONSTRAINT "ticket_revocations_below_check" CHECK ("ticket_revocations"."below_version" between 1 and 256)
);
--> statement-breakpoint
CREATE TABLE "ticket_signing_keys" (
	"kid" smallint PRIMARY KEY NOT NULL,
	"public_key" "bytea" NOT NULL,
	"private_key_sealed" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone,
	"verify_until" timestamp with time zone,
	CONSTRAINT "ticket_signing_keys_kid_check" CHECK ("ticket_signing_keys"."kid" between 1 and 255),
	CONSTRAINT "ticket_signing_keys_public_key_check" CHECK (length("ticket_signing_keys"."public_key") = 32)
);
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_role_check";--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "code_version" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "venue_gates" ADD COLUMN "bit" smallint DEFAULT null;--> statement-breakpoint
-- Today's gates take bits 0, 1, … by code within their venue (more than 32 in one venue fail venue_gates_bit_check below).
UPDATE "venue_gates" g SET "bit" = n.b FROM (SELECT id, row_number() OVER (PARTITION BY venue_id ORDER BY code) - 1 AS b FROM "venue_gates") n WHERE n.id = g.id;--> statement-breakpoint
ALTER TABLE "venue_gates" ALTER COLUMN "bit" SET NOT NULL;--> statement-breakpoint
-- A new gate takes its venue's lowest free bit; with all 32 taken, 32, which venue_gates_bit_check refuses by name.
CREATE FUNCTION venue_gates_bit() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.bit IS NULL THEN
    SELECT coalesce(min(b), 32) INTO NEW.bit FROM generate_series(0, 31) b
      WHERE NOT EXISTS (SELECT FROM venue_gates g WHERE g.venue_id = NEW.venue_id AND g.bit = b);
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER venue_gates_bit BEFORE INSERT ON venue_gates FOR EACH ROW EXECUTE FUNCTION venue_gates_bit();--> statement-breakpoint
ALTER TABLE "gate_devices" ADD CONSTRAINT "gate_devices_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gate_devices" ADD CONSTRAINT "gate_devices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gate_devices" ADD CONSTRAINT "gate_devices_gate_id_venue_gates_id_fk" FOREIGN KEY ("gate_id") REFERENCES "public"."venue_gates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gate_scans" ADD CONSTRAINT "gate_scans_device_id_gate_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."gate_devices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gate_scans" ADD CONSTRAINT "gate_scans_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gate_scans" ADD CONSTRAINT "gate_scans_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gate_scans" ADD CONSTRAINT "gate_scans_gate_id_venue_gates_id_fk" FOREIGN KEY ("gate_id") REFERENCES "public"."venue_gates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gate_scans" ADD CONSTRAINT "gate_scans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_revocations" ADD CONSTRAINT "ticket_revocations_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_revocations" ADD CONSTRAINT "ticket_revocations_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gate_scans_match_ticket" ON "gate_scans" USING btree ("match_id","ticket_id","scanned_at");--> statement-breakpoint
CREATE INDEX "gate_scans_match_id" ON "gate_scans" USING btree ("match_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "gate_scans_one_admission" ON "gate_scans" USING btree ("ticket_id") WHERE "gate_scans"."outcome" = 'admission';--> statement-breakpoint
CREATE INDEX "ticket_revocations_match_seq" ON "ticket_revocations" USING btree ("match_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "venue_gates_venue_bit" ON "venue_gates" USING btree ("venue_id","bit");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("users"."role" in ('fan', 'steward', 'staff', 'admin'));--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_code_version_check" CHECK ("tickets"."code_version" between 0 and 255);--> statement-breakpoint
ALTER TABLE "venue_gates" ADD CONSTRAINT "venue_gates_bit_check" CHECK ("venue_gates"."bit" between 0 and 31);--> statement-breakpoint
-- Tickets passed on before codes were signed: their old codes are void (counter 0, so below 1).
INSERT INTO "ticket_revocations" ("ticket_id", "match_id", "below_version") SELECT "id", "match_id", "code_version" + 1 FROM "tickets" WHERE "status" = 'transferred';