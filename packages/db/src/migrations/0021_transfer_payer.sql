ALTER TABLE "bank_transfers" ADD COLUMN "payer_name" text;
