CREATE TABLE "rebate_accruals" (
	"bet_id" bigint PRIMARY KEY NOT NULL,
	"account_id" bigint NOT NULL,
	"game_type" text NOT NULL,
	"vip_level" smallint NOT NULL,
	"valid_amount" bigint NOT NULL,
	"rate_bp" integer NOT NULL,
	"amount" bigint NOT NULL,
	"accrued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"grant_id" bigint,
	CONSTRAINT "rebate_accruals_amounts" CHECK ("rebate_accruals"."valid_amount" >= 0 AND "rebate_accruals"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "rebate_cursor" (
	"name" text PRIMARY KEY NOT NULL,
	"scanned_to" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rebate_rates" (
	"game_type" text NOT NULL,
	"vip_level" smallint NOT NULL,
	"rate_bp" integer NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rebate_rates_game_type_vip_level_pk" PRIMARY KEY("game_type","vip_level"),
	CONSTRAINT "rebate_rates_range" CHECK ("rebate_rates"."rate_bp" BETWEEN 0 AND 500 AND "rebate_rates"."vip_level" >= 0)
);
--> statement-breakpoint
ALTER TABLE "rebate_accruals" ADD CONSTRAINT "rebate_accruals_bet_id_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."bets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rebate_accruals" ADD CONSTRAINT "rebate_accruals_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rebate_accruals" ADD CONSTRAINT "rebate_accruals_grant_id_reward_grants_id_fk" FOREIGN KEY ("grant_id") REFERENCES "public"."reward_grants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rebate_accruals_open_idx" ON "rebate_accruals" USING btree ("account_id","game_type") WHERE "rebate_accruals"."grant_id" IS NULL;--> statement-breakpoint
CREATE INDEX "rebate_accruals_grant_idx" ON "rebate_accruals" USING btree ("grant_id") WHERE "rebate_accruals"."grant_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "bets_settled_at_idx" ON "bets" USING btree ("settled_at") WHERE "bets"."settled_at" IS NOT NULL;--> statement-breakpoint
-- The rebate pays on bets settled from the day it is deployed, not on the whole history (decision 045).
INSERT INTO "rebate_cursor" ("name", "scanned_to") VALUES ('bets', now()) ON CONFLICT ("name") DO NOTHING;
