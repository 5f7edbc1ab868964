CREATE TABLE "bets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" bigint NOT NULL,
	"vendor_code" text NOT NULL,
	"game_code" text NOT NULL,
	"round_id" text NOT NULL,
	"bet_transaction_id" text NOT NULL,
	"ledger_account_id" bigint NOT NULL,
	"bet_amount" bigint NOT NULL,
	"win_amount" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"placed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bets_amounts_valid" CHECK ("bets"."bet_amount" > 0 AND "bets"."win_amount" >= 0),
	CONSTRAINT "bets_status_valid" CHECK ("bets"."status" IN ('open', 'settled', 'rolled_back'))
);
--> statement-breakpoint
CREATE TABLE "launch_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"account_id" bigint NOT NULL,
	"vendor_code" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seamless_nonces" (
	"vendor_code" text NOT NULL,
	"nonce" text NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seamless_nonces_vendor_code_nonce_pk" PRIMARY KEY("vendor_code","nonce")
);
--> statement-breakpoint
CREATE TABLE "seamless_transactions" (
	"vendor_code" text NOT NULL,
	"transaction_id" text NOT NULL,
	"kind" text NOT NULL,
	"account_id" bigint NOT NULL,
	"request_hash" text NOT NULL,
	"reference_transaction_id" text,
	"ledger_transaction_id" bigint,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seamless_transactions_vendor_code_transaction_id_pk" PRIMARY KEY("vendor_code","transaction_id")
);
--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_ledger_account_id_ledger_accounts_id_fk" FOREIGN KEY ("ledger_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "launch_tokens" ADD CONSTRAINT "launch_tokens_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seamless_transactions" ADD CONSTRAINT "seamless_transactions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seamless_transactions" ADD CONSTRAINT "seamless_transactions_ledger_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("ledger_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bets_vendor_tx_uq" ON "bets" USING btree ("vendor_code","bet_transaction_id");--> statement-breakpoint
CREATE INDEX "bets_account_placed_idx" ON "bets" USING btree ("account_id","placed_at");--> statement-breakpoint
CREATE INDEX "bets_vendor_round_idx" ON "bets" USING btree ("vendor_code","round_id");--> statement-breakpoint
CREATE INDEX "launch_tokens_account_idx" ON "launch_tokens" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "seamless_nonces_seen_idx" ON "seamless_nonces" USING btree ("seen_at");--> statement-breakpoint
CREATE INDEX "seamless_transactions_reference_idx" ON "seamless_transactions" USING btree ("vendor_code","reference_transaction_id") WHERE "seamless_transactions"."reference_transaction_id" IS NOT NULL;