CREATE TABLE "house_table_bets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"round_id" bigint NOT NULL,
	"bet_ref" text NOT NULL,
	"client_bet_id" text NOT NULL,
	"player_key" text NOT NULL,
	"mode" text NOT NULL,
	"player_id" bigint NOT NULL,
	"vendor_code" text NOT NULL,
	"game_code" text NOT NULL,
	"spots" jsonb NOT NULL,
	"stake" bigint NOT NULL,
	"payout" bigint,
	"valid_bet" bigint,
	"status" text NOT NULL,
	"paid" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "house_table_bets_status_valid" CHECK ("house_table_bets"."status" IN ('pending', 'placed', 'won', 'lost', 'void'))
);
--> statement-breakpoint
CREATE TABLE "house_table_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"game_id" integer NOT NULL,
	"round_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "house_table_rounds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"game_id" integer NOT NULL,
	"family" text NOT NULL,
	"round_no" bigint NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"outcome" jsonb,
	"state" text DEFAULT 'open' NOT NULL,
	"drawn_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "house_table_rounds_game_no_uq" UNIQUE("game_id","round_no"),
	CONSTRAINT "house_table_rounds_state_valid" CHECK ("house_table_rounds"."state" IN ('open', 'closed', 'drawn', 'settled', 'void'))
);
--> statement-breakpoint
ALTER TABLE "house_table_bets" ADD CONSTRAINT "house_table_bets_round_id_house_table_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."house_table_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_table_events" ADD CONSTRAINT "house_table_events_round_id_house_table_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."house_table_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "house_table_bets_ref_uq" ON "house_table_bets" USING btree ("bet_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "house_table_bets_client_uq" ON "house_table_bets" USING btree ("player_key","client_bet_id");--> statement-breakpoint
CREATE INDEX "house_table_bets_round_idx" ON "house_table_bets" USING btree ("round_id");--> statement-breakpoint
CREATE INDEX "house_table_bets_unpaid_idx" ON "house_table_bets" USING btree ("round_id") WHERE NOT "house_table_bets"."paid";--> statement-breakpoint
CREATE INDEX "house_table_events_game_idx" ON "house_table_events" USING btree ("game_id","id");--> statement-breakpoint
CREATE INDEX "house_table_rounds_live_idx" ON "house_table_rounds" USING btree ("closes_at") WHERE "house_table_rounds"."state" IN ('open', 'closed', 'drawn');