-- A product's search words (core's searchWords of its names and descriptions in both languages), so a search finds
-- Thai words inside text written without spaces. PostgreSQL cannot split Thai into words, so the words are written by
-- the code that writes a product; the rows already there get '{}' here and their words from fillProductSearchWords,
-- which openDatabase runs after the migrations. No default from now on: every insert names its words.
ALTER TABLE "products" ADD COLUMN "search_words" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "search_words" DROP DEFAULT;--> statement-breakpoint
CREATE INDEX "products_search_words_idx" ON "products" USING gin (array_to_tsvector("search_words"));
