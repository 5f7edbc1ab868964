CREATE TABLE "customer_service" (
	"id" serial PRIMARY KEY NOT NULL,
	"cs_type" text NOT NULL,
	"path" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "domain_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"domain_name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "domain_lines_domain_name_unique" UNIQUE("domain_name")
);
--> statement-breakpoint
CREATE TABLE "region_blocks" (
	"cidr" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "register_fields" (
	"field" text PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"required" boolean NOT NULL,
	"min" integer NOT NULL,
	"max" integer NOT NULL,
	"pattern" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whitelabel_nodes" (
	"mod_id" text PRIMARY KEY NOT NULL,
	"parent_mod_id" text,
	"enabled" boolean NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "announcements" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"execution" text NOT NULL,
	"platform" text DEFAULT 'W' NOT NULL,
	"title_en" text NOT NULL,
	"title_vi" text NOT NULL,
	"content_en" text NOT NULL,
	"content_vi" text NOT NULL,
	"promotion_type" text,
	"image_url" text,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_name" text NOT NULL,
	"image_url" text NOT NULL,
	"title_en" text NOT NULL,
	"title_vi" text NOT NULL,
	"linkage_type" text,
	"linkage_value" text,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_categories" (
	"game_type" text PRIMARY KEY NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" serial PRIMARY KEY NOT NULL,
	"vendor_code" text NOT NULL,
	"game_type" text NOT NULL,
	"game_code" text NOT NULL,
	"name_en" text NOT NULL,
	"name_vi" text NOT NULL,
	"is_hot" boolean DEFAULT false NOT NULL,
	"support_play" smallint DEFAULT 1 NOT NULL,
	"freeplay" smallint DEFAULT 0 NOT NULL,
	"classify" text,
	"is_new" boolean DEFAULT false NOT NULL,
	"is_game" text,
	"icon_seed" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_categories" (
	"vendor_code" text NOT NULL,
	"game_type" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "vendor_categories_vendor_code_game_type_pk" PRIMARY KEY("vendor_code","game_type")
);
--> statement-breakpoint
CREATE TABLE "vendors" (
	"code" text PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_vi" text NOT NULL,
	"account_type_name" text NOT NULL,
	"color" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account" text NOT NULL,
	"nickname" text NOT NULL,
	"type" smallint NOT NULL,
	"password_hash" text,
	"parent_id" bigint,
	"status" text DEFAULT 'active' NOT NULL,
	"email" text,
	"mobile_num" text,
	"country_dialing_code" text,
	"vip_level" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"owner_id" bigint,
	"vendor_code" text DEFAULT '' NOT NULL,
	"currency" text NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_member_non_negative" CHECK ("ledger_accounts"."balance" >= 0 OR "ledger_accounts"."kind" IN ('house', 'cash_in', 'cash_out', 'bonus', 'commission'))
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transaction_id" bigint NOT NULL,
	"ledger_account_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_amount_non_zero" CHECK ("ledger_entries"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"memo" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "whitelabel_nodes" ADD CONSTRAINT "whitelabel_nodes_parent_mod_id_whitelabel_nodes_mod_id_fk" FOREIGN KEY ("parent_mod_id") REFERENCES "public"."whitelabel_nodes"("mod_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_vendor_code_vendors_code_fk" FOREIGN KEY ("vendor_code") REFERENCES "public"."vendors"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_categories" ADD CONSTRAINT "vendor_categories_vendor_code_vendors_code_fk" FOREIGN KEY ("vendor_code") REFERENCES "public"."vendors"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_parent_id_accounts_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_owner_id_accounts_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_ledger_account_id_ledger_accounts_id_fk" FOREIGN KEY ("ledger_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "announcements_type_exec_idx" ON "announcements" USING btree ("type","execution");--> statement-breakpoint
CREATE UNIQUE INDEX "games_vendor_code_uq" ON "games" USING btree ("vendor_code","game_code");--> statement-breakpoint
CREATE INDEX "games_type_vendor_sort_idx" ON "games" USING btree ("game_type","vendor_code","sort");--> statement-breakpoint
CREATE INDEX "games_hot_idx" ON "games" USING btree ("game_type","sort") WHERE is_hot = true;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_account_uq" ON "accounts" USING btree ("account");--> statement-breakpoint
CREATE INDEX "accounts_parent_idx" ON "accounts" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_owner_uq" ON "ledger_accounts" USING btree ("kind","owner_id","vendor_code","currency");--> statement-breakpoint
CREATE INDEX "ledger_entries_tx_idx" ON "ledger_entries" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("ledger_account_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transactions_idem_uq" ON "ledger_transactions" USING btree ("idempotency_key");