CREATE TABLE "house_demo_wallets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"vendor_code" text NOT NULL,
	"balance" bigint NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "house_demo_wallets_non_negative" CHECK ("house_demo_wallets"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "house_draws" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"game_code" text NOT NULL,
	"draw_no" bigint NOT NULL,
	"draw_at" timestamp with time zone NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"numbers" jsonb,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "house_draws_game_no_uq" UNIQUE("game_code","draw_no")
);
--> statement-breakpoint
CREATE TABLE "house_rounds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"round_id" text NOT NULL,
	"player_key" text NOT NULL,
	"mode" text NOT NULL,
	"vendor_code" text NOT NULL,
	"game_code" text NOT NULL,
	"game_id" integer NOT NULL,
	"engine" text NOT NULL,
	"seed_id" bigint NOT NULL,
	"nonce" integer NOT NULL,
	"client_seed" text NOT NULL,
	"stake" bigint NOT NULL,
	"payout" bigint NOT NULL,
	"bet" jsonb NOT NULL,
	"outcome" jsonb NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "house_rounds_seed_nonce_uq" UNIQUE("seed_id","nonce"),
	CONSTRAINT "house_rounds_status_valid" CHECK ("house_rounds"."status" IN ('open', 'settled', 'refused'))
);
--> statement-breakpoint
CREATE TABLE "house_seeds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_key" text NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"next_nonce" integer DEFAULT 0 NOT NULL,
	"revealed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "house_tickets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"draw_id" bigint NOT NULL,
	"ticket_ref" text NOT NULL,
	"player_key" text NOT NULL,
	"mode" text NOT NULL,
	"player_id" bigint NOT NULL,
	"vendor_code" text NOT NULL,
	"game_code" text NOT NULL,
	"picks" jsonb NOT NULL,
	"stake_each" bigint NOT NULL,
	"stake" bigint NOT NULL,
	"payout" bigint,
	"status" text NOT NULL,
	"paid" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "house_tickets_status_valid" CHECK ("house_tickets"."status" IN ('pending', 'placed', 'won', 'lost', 'void'))
);
--> statement-breakpoint
ALTER TABLE "house_rounds" ADD CONSTRAINT "house_rounds_seed_id_house_seeds_id_fk" FOREIGN KEY ("seed_id") REFERENCES "public"."house_seeds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_tickets" ADD CONSTRAINT "house_tickets_draw_id_house_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."house_draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "house_demo_wallets_token_uq" ON "house_demo_wallets" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "house_draws_due_idx" ON "house_draws" USING btree ("draw_at") WHERE "house_draws"."settled_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "house_rounds_round_uq" ON "house_rounds" USING btree ("round_id");--> statement-breakpoint
CREATE INDEX "house_rounds_player_idx" ON "house_rounds" USING btree ("player_key","id");--> statement-breakpoint
CREATE UNIQUE INDEX "house_seeds_active_uq" ON "house_seeds" USING btree ("player_key") WHERE "house_seeds"."revealed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "house_seeds_player_idx" ON "house_seeds" USING btree ("player_key","id");--> statement-breakpoint
CREATE UNIQUE INDEX "house_tickets_ref_uq" ON "house_tickets" USING btree ("ticket_ref");--> statement-breakpoint
CREATE INDEX "house_tickets_draw_idx" ON "house_tickets" USING btree ("draw_id");--> statement-breakpoint
CREATE INDEX "house_tickets_player_idx" ON "house_tickets" USING btree ("player_key","id");--> statement-breakpoint
CREATE INDEX "house_tickets_unpaid_idx" ON "house_tickets" USING btree ("draw_id") WHERE NOT "house_tickets"."paid";