CREATE TABLE "reward_applications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" bigint NOT NULL,
	"campaign_id" bigint NOT NULL,
	"campaign_version_id" bigint NOT NULL,
	"comment" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"request_id" text NOT NULL,
	"grant_id" bigint,
	"ip24" text,
	"device_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	CONSTRAINT "reward_applications_status_valid" CHECK ("reward_applications"."status" IN ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "reward_campaign_versions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"campaign_id" bigint NOT NULL,
	"version" integer NOT NULL,
	"terms" jsonb NOT NULL,
	"terms_sha256" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reward_campaigns" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"current_version" integer DEFAULT 1 NOT NULL,
	"budget_account_id" bigint NOT NULL,
	"position" integer DEFAULT 100 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reward_campaigns_status_valid" CHECK ("reward_campaigns"."status" IN ('draft', 'live', 'paused', 'ended'))
);
--> statement-breakpoint
CREATE TABLE "reward_grants" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" bigint NOT NULL,
	"campaign_id" bigint,
	"campaign_version_id" bigint,
	"source" text NOT NULL,
	"source_ref" text NOT NULL,
	"amount" bigint NOT NULL,
	"status" text NOT NULL,
	"turnover_required" bigint NOT NULL,
	"turnover_progress" bigint DEFAULT 0 NOT NULL,
	"max_bet" bigint,
	"counts_from" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"reason" text,
	"request_id" text,
	"ledger_transaction_id" bigint,
	"ip24" text,
	"device_id" text,
	"payee_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	"closed_at" timestamp with time zone,
	CONSTRAINT "reward_grants_amount_positive" CHECK ("reward_grants"."amount" > 0),
	CONSTRAINT "reward_grants_progress_bounded" CHECK ("reward_grants"."turnover_progress" >= 0 AND "reward_grants"."turnover_progress" <= "reward_grants"."turnover_required"),
	CONSTRAINT "reward_grants_status_valid" CHECK ("reward_grants"."status" IN ('held', 'active', 'completed', 'expired', 'rejected')),
	CONSTRAINT "reward_grants_paid" CHECK (("reward_grants"."status" IN ('held', 'rejected')) = ("reward_grants"."ledger_transaction_id" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "reward_images" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" bigint NOT NULL,
	"application_id" bigint,
	"file" text NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reward_job_runs" (
	"job" text NOT NULL,
	"period_key" text NOT NULL,
	"items" integer NOT NULL,
	"done_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reward_job_runs_job_period_key_pk" PRIMARY KEY("job","period_key")
);
--> statement-breakpoint
CREATE TABLE "reward_turnover_bets" (
	"bet_id" bigint PRIMARY KEY NOT NULL,
	"account_id" bigint NOT NULL,
	"valid_amount" bigint NOT NULL,
	"counted" bigint NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bets" ADD COLUMN "valid_amount" bigint;--> statement-breakpoint
ALTER TABLE "reward_applications" ADD CONSTRAINT "reward_applications_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_applications" ADD CONSTRAINT "reward_applications_campaign_id_reward_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."reward_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_applications" ADD CONSTRAINT "reward_applications_campaign_version_id_reward_campaign_versions_id_fk" FOREIGN KEY ("campaign_version_id") REFERENCES "public"."reward_campaign_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_applications" ADD CONSTRAINT "reward_applications_grant_id_reward_grants_id_fk" FOREIGN KEY ("grant_id") REFERENCES "public"."reward_grants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_campaign_versions" ADD CONSTRAINT "reward_campaign_versions_campaign_id_reward_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."reward_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_campaigns" ADD CONSTRAINT "reward_campaigns_budget_account_id_ledger_accounts_id_fk" FOREIGN KEY ("budget_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_grants" ADD CONSTRAINT "reward_grants_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_grants" ADD CONSTRAINT "reward_grants_campaign_id_reward_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."reward_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_grants" ADD CONSTRAINT "reward_grants_campaign_version_id_reward_campaign_versions_id_fk" FOREIGN KEY ("campaign_version_id") REFERENCES "public"."reward_campaign_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_grants" ADD CONSTRAINT "reward_grants_ledger_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("ledger_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_images" ADD CONSTRAINT "reward_images_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_images" ADD CONSTRAINT "reward_images_application_id_reward_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."reward_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_turnover_bets" ADD CONSTRAINT "reward_turnover_bets_bet_id_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."bets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reward_applications_request_uq" ON "reward_applications" USING btree ("account_id","request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reward_applications_pending_uq" ON "reward_applications" USING btree ("account_id","campaign_id") WHERE "reward_applications"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "reward_applications_status_idx" ON "reward_applications" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "reward_campaign_versions_uq" ON "reward_campaign_versions" USING btree ("campaign_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "reward_campaigns_code_uq" ON "reward_campaigns" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "reward_grants_source_uq" ON "reward_grants" USING btree ("account_id","source","source_ref");--> statement-breakpoint
CREATE INDEX "reward_grants_account_idx" ON "reward_grants" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "reward_grants_open_idx" ON "reward_grants" USING btree ("account_id","id") WHERE "reward_grants"."status" = 'active' AND "reward_grants"."turnover_progress" < "reward_grants"."turnover_required";--> statement-breakpoint
CREATE INDEX "reward_grants_campaign_idx" ON "reward_grants" USING btree ("campaign_id","status");--> statement-breakpoint
CREATE INDEX "reward_grants_expiry_idx" ON "reward_grants" USING btree ("expires_at") WHERE "reward_grants"."status" = 'active';--> statement-breakpoint
CREATE INDEX "reward_grants_held_idx" ON "reward_grants" USING btree ("id") WHERE "reward_grants"."status" = 'held';--> statement-breakpoint
CREATE INDEX "reward_images_account_idx" ON "reward_images" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "reward_images_app_idx" ON "reward_images" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "reward_turnover_bets_account_idx" ON "reward_turnover_bets" USING btree ("account_id");--> statement-breakpoint
-- Campaign terms are history: a change is a new version (decision 033).
CREATE TRIGGER reward_campaign_versions_immutable BEFORE UPDATE OR DELETE ON reward_campaign_versions
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
