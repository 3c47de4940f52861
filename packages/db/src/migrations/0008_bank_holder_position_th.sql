-- The holder's position in Thai beside the English one: an account made before is given its English position until staff write the Thai.
ALTER TABLE "bank_accounts" ADD COLUMN "account_holder_position_th" text NOT NULL DEFAULT '';--> statement-breakpoint
UPDATE "bank_accounts" SET "account_holder_position_th" = "account_holder_position";--> statement-breakpoint
ALTER TABLE "bank_accounts" ALTER COLUMN "account_holder_position_th" DROP DEFAULT;
