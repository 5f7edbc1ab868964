CREATE TABLE "jackpot_bets" (
	"bet_id" bigint PRIMARY KEY NOT NULL,
	"valid_amount" bigint NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jackpot_pools" (
	"id" text PRIMARY KEY NOT NULL,
	"fed_valid" bigint DEFAULT 0 NOT NULL,
	"fed_amount" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jackpot_pools_non_negative" CHECK ("jackpot_pools"."fed_valid" >= 0 AND "jackpot_pools"."fed_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "jackpot_wins" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"bet_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"ledger_transaction_id" bigint NOT NULL,
	"reseed_transaction_id" bigint NOT NULL,
	"fairness" jsonb NOT NULL,
	"won_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jackpot_wins_bet_uq" UNIQUE("bet_id"),
	CONSTRAINT "jackpot_wins_amount_positive" CHECK ("jackpot_wins"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "big_wins" ADD COLUMN "jackpot" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "jackpot_bets" ADD CONSTRAINT "jackpot_bets_bet_id_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."bets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_wins" ADD CONSTRAINT "jackpot_wins_bet_id_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."bets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_wins" ADD CONSTRAINT "jackpot_wins_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_wins" ADD CONSTRAINT "jackpot_wins_ledger_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("ledger_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_wins" ADD CONSTRAINT "jackpot_wins_reseed_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("reseed_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;