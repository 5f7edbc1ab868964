CREATE TABLE "points_bets" (
	"bet_id" bigint PRIMARY KEY NOT NULL,
	"account_id" bigint NOT NULL,
	"game_type" text,
	"valid_amount" bigint NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "points_carry" (
	"account_id" bigint NOT NULL,
	"game_type" text NOT NULL,
	"remainder" bigint NOT NULL,
	CONSTRAINT "points_carry_account_id_game_type_pk" PRIMARY KEY("account_id","game_type"),
	CONSTRAINT "points_carry_non_negative" CHECK ("points_carry"."remainder" >= 0)
);
--> statement-breakpoint
CREATE TABLE "points_goods" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name_vi" text NOT NULL,
	"name_en" text NOT NULL,
	"description_vi" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"price_points" bigint NOT NULL,
	"cash_amount" bigint,
	"stock" integer NOT NULL,
	"per_member_limit" integer,
	"active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 100 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_goods_kind_valid" CHECK ("points_goods"."kind" IN ('cash', 'physical')),
	CONSTRAINT "points_goods_cash" CHECK (("points_goods"."kind" = 'cash') = ("points_goods"."cash_amount" IS NOT NULL)),
	CONSTRAINT "points_goods_amounts" CHECK ("points_goods"."price_points" > 0 AND coalesce("points_goods"."cash_amount", 1) > 0),
	CONSTRAINT "points_goods_stock" CHECK ("points_goods"."stock" >= 0),
	CONSTRAINT "points_goods_limit" CHECK ("points_goods"."per_member_limit" IS NULL OR "points_goods"."per_member_limit" > 0)
);
--> statement-breakpoint
CREATE TABLE "points_rates" (
	"game_type" text PRIMARY KEY NOT NULL,
	"points" integer NOT NULL,
	"per_amount" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_rates_positive" CHECK ("points_rates"."points" > 0 AND "points_rates"."per_amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "points_redemptions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" bigint NOT NULL,
	"goods_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"points" bigint NOT NULL,
	"cash_amount" bigint,
	"status" text NOT NULL,
	"request_id" text NOT NULL,
	"delivery" jsonb,
	"remark" text,
	"ledger_transaction_id" bigint NOT NULL,
	"refund_transaction_id" bigint,
	"grant_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	CONSTRAINT "points_redemptions_status_valid" CHECK ("points_redemptions"."status" IN ('in_process', 'approved', 'rejected')),
	CONSTRAINT "points_redemptions_amounts" CHECK ("points_redemptions"."quantity" > 0 AND "points_redemptions"."points" > 0),
	CONSTRAINT "points_redemptions_refund" CHECK (("points_redemptions"."status" = 'rejected') = ("points_redemptions"."refund_transaction_id" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "points_bets" ADD CONSTRAINT "points_bets_bet_id_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."bets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_carry" ADD CONSTRAINT "points_carry_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_redemptions" ADD CONSTRAINT "points_redemptions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_redemptions" ADD CONSTRAINT "points_redemptions_goods_id_points_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."points_goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_redemptions" ADD CONSTRAINT "points_redemptions_ledger_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("ledger_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_redemptions" ADD CONSTRAINT "points_redemptions_refund_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("refund_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_redemptions" ADD CONSTRAINT "points_redemptions_grant_id_reward_grants_id_fk" FOREIGN KEY ("grant_id") REFERENCES "public"."reward_grants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "points_bets_account_idx" ON "points_bets" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "points_redemptions_request_uq" ON "points_redemptions" USING btree ("account_id","request_id");--> statement-breakpoint
CREATE INDEX "points_redemptions_account_idx" ON "points_redemptions" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "points_redemptions_goods_idx" ON "points_redemptions" USING btree ("goods_id","account_id");--> statement-breakpoint
CREATE INDEX "points_redemptions_status_idx" ON "points_redemptions" USING btree ("status","id");