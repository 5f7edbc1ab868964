-- The lobby search filters games by LIKE '%term%' on search_vi / search_en, served by their trigram
-- indexes. With the default statistics target the planner samples too few names to judge a term's
-- selectivity, and on a large catalogue it sometimes took a term for a common one and chose a
-- parallel sequential scan. A finer sample keeps its estimate close to the real count.
ALTER TABLE "games" ALTER COLUMN "search_vi" SET STATISTICS 1000;--> statement-breakpoint
ALTER TABLE "games" ALTER COLUMN "search_en" SET STATISTICS 1000;
