ALTER TABLE "matches" ADD COLUMN "schedule_sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Every way a kick-off moves (the console, the competition feed, a script) raises the sequence: one rule, in the database.
CREATE FUNCTION matches_schedule_sequence() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.match_date IS DISTINCT FROM OLD.match_date THEN
    NEW.schedule_sequence := OLD.schedule_sequence + 1;
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER matches_schedule_sequence BEFORE UPDATE OF match_date ON matches FOR EACH ROW EXECUTE FUNCTION matches_schedule_sequence();
