CREATE TABLE "lucky_draws" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" bigint NOT NULL,
	"game" text NOT NULL,
	"request_id" text NOT NULL,
	"seed_id" bigint NOT NULL,
	"nonce" integer NOT NULL,
	"client_seed" text NOT NULL,
	"prize_ids" integer[] NOT NULL,
	"weights" integer[] NOT NULL,
	"drawn" integer NOT NULL,
	"prize_kind" text NOT NULL,
	"prize_amount" bigint NOT NULL,
	"ticket_game" text,
	"name_vi" text NOT NULL,
	"name_en" text NOT NULL,
	"ticket_transaction_id" bigint NOT NULL,
	"grant_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lucky_prizes" (
	"id" serial PRIMARY KEY NOT NULL,
	"game" text NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"ticket_game" text,
	"weight" integer NOT NULL,
	"name_vi" text NOT NULL,
	"name_en" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "lucky_prizes_game_valid" CHECK ("lucky_prizes"."game" IN ('wheel', 'egg')),
	CONSTRAINT "lucky_prizes_kind_valid" CHECK ("lucky_prizes"."kind" IN ('cash', 'points', 'ticket', 'none')),
	CONSTRAINT "lucky_prizes_amount" CHECK (("lucky_prizes"."kind" = 'none') = ("lucky_prizes"."amount" = 0) AND "lucky_prizes"."amount" >= 0),
	CONSTRAINT "lucky_prizes_ticket" CHECK (("lucky_prizes"."kind" = 'ticket') = ("lucky_prizes"."ticket_game" IS NOT NULL)),
	CONSTRAINT "lucky_prizes_weight" CHECK ("lucky_prizes"."weight" > 0)
);
--> statement-breakpoint
CREATE TABLE "lucky_seeds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" bigint NOT NULL,
	"game" text NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"next_nonce" integer DEFAULT 0 NOT NULL,
	"revealed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "points_goods" DROP CONSTRAINT "points_goods_kind_valid";--> statement-breakpoint
ALTER TABLE "lucky_draws" ADD CONSTRAINT "lucky_draws_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lucky_draws" ADD CONSTRAINT "lucky_draws_seed_id_lucky_seeds_id_fk" FOREIGN KEY ("seed_id") REFERENCES "public"."lucky_seeds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lucky_draws" ADD CONSTRAINT "lucky_draws_ticket_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("ticket_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lucky_draws" ADD CONSTRAINT "lucky_draws_grant_id_reward_grants_id_fk" FOREIGN KEY ("grant_id") REFERENCES "public"."reward_grants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lucky_seeds" ADD CONSTRAINT "lucky_seeds_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lucky_draws_request_uq" ON "lucky_draws" USING btree ("account_id","request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lucky_draws_nonce_uq" ON "lucky_draws" USING btree ("seed_id","nonce");--> statement-breakpoint
CREATE INDEX "lucky_draws_account_idx" ON "lucky_draws" USING btree ("account_id","game","id");--> statement-breakpoint
CREATE INDEX "lucky_prizes_game_idx" ON "lucky_prizes" USING btree ("game","position");--> statement-breakpoint
CREATE UNIQUE INDEX "lucky_seeds_active_uq" ON "lucky_seeds" USING btree ("account_id","game") WHERE "lucky_seeds"."revealed_at" IS NULL;--> statement-breakpoint
ALTER TABLE "points_goods" ADD CONSTRAINT "points_goods_kind_valid" CHECK ("points_goods"."kind" IN ('cash', 'physical', 'wheel_ticket', 'egg_ticket'));