CREATE TABLE "match_zone_shards" (
	"match_id" uuid NOT NULL,
	"zone_id" uuid NOT NULL,
	"shard" smallint NOT NULL,
	"available" integer NOT NULL,
	CONSTRAINT "match_zone_shards_match_id_zone_id_shard_pk" PRIMARY KEY("match_id","zone_id","shard"),
	CONSTRAINT "match_zone_shards_available_check" CHECK ("match_zone_shards"."available" >= 0),
	CONSTRAINT "match_zone_shards_shard_check" CHECK ("match_zone_shards"."shard" between 0 and 7)
);
--> statement-breakpoint
ALTER TABLE "match_zones" DROP CONSTRAINT "match_zones_available_check";--> statement-breakpoint
ALTER TABLE "match_zone_shards" ADD CONSTRAINT "match_zone_shards_match_zone_fk" FOREIGN KEY ("match_id","zone_id") REFERENCES "public"."match_zones"("match_id","zone_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Each match zone's places left move to its shards, the sum kept: as many shards as its capacity
-- (or its places, if more) gives 25 places each, at most 8; the places spread evenly over as many
-- as give each at least 25 (all in shard 0 when fewer than 50), as zone-places.ts's spread does.
INSERT INTO "match_zone_shards" ("match_id", "zone_id", "shard", "available")
SELECT mz."match_id", mz."zone_id", i,
  CASE WHEN i < k.k THEN mz."available" / k.k + CASE WHEN i < mz."available" % k.k THEN 1 ELSE 0 END ELSE 0 END
FROM "match_zones" mz
JOIN "venue_zones" vz ON vz."id" = mz."zone_id"
CROSS JOIN LATERAL (SELECT least(8, greatest(1, greatest(vz."capacity", mz."available") / 25)) AS n) n
CROSS JOIN LATERAL (SELECT least(n.n, greatest(1, mz."available" / 25)) AS k) k
CROSS JOIN LATERAL generate_series(0, n.n - 1) AS i;--> statement-breakpoint
ALTER TABLE "match_zones" DROP COLUMN "available";