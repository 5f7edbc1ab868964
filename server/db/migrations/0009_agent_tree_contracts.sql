CREATE TABLE "account_tree" (
	"ancestor_id" bigint NOT NULL,
	"descendant_id" bigint NOT NULL,
	"depth" integer NOT NULL,
	CONSTRAINT "account_tree_ancestor_id_descendant_id_pk" PRIMARY KEY("ancestor_id","descendant_id")
);
--> statement-breakpoint
CREATE TABLE "agent_contracts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"upline_id" bigint,
	"downline_id" bigint NOT NULL,
	"status" text DEFAULT 'offered' NOT NULL,
	"rate_bp" integer DEFAULT 0 NOT NULL,
	"profit_rate_bp" integer DEFAULT 0 NOT NULL,
	"loss_rate_bp" integer DEFAULT 0 NOT NULL,
	"period" text NOT NULL,
	"min_valid_bet" bigint DEFAULT 0 NOT NULL,
	"min_loss" bigint DEFAULT 0 NOT NULL,
	"min_active_members" integer DEFAULT 0 NOT NULL,
	"offered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"responded_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"termination_requested_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"end_reason" text,
	CONSTRAINT "agent_contracts_rates_valid" CHECK ("agent_contracts"."rate_bp" BETWEEN 0 AND 10000 AND "agent_contracts"."profit_rate_bp" BETWEEN 0 AND 10000 AND "agent_contracts"."loss_rate_bp" BETWEEN 0 AND 10000)
);
--> statement-breakpoint
CREATE TABLE "agent_invitations" (
	"code" text PRIMARY KEY NOT NULL,
	"agent_id" bigint NOT NULL,
	"downline_type" smallint NOT NULL,
	"contracts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_payouts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" bigint NOT NULL,
	"contract_id" bigint NOT NULL,
	"job" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"base" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"ledger_transaction_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_payouts_amount_positive" CHECK ("agent_payouts"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "agent_settlement_runs" (
	"job" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"payouts" integer NOT NULL,
	"total" bigint NOT NULL,
	"finished_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_settlement_runs_job_period_start_pk" PRIMARY KEY("job","period_start")
);
--> statement-breakpoint
ALTER TABLE "account_tree" ADD CONSTRAINT "account_tree_ancestor_id_accounts_id_fk" FOREIGN KEY ("ancestor_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_tree" ADD CONSTRAINT "account_tree_descendant_id_accounts_id_fk" FOREIGN KEY ("descendant_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_upline_id_accounts_id_fk" FOREIGN KEY ("upline_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_downline_id_accounts_id_fk" FOREIGN KEY ("downline_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_invitations" ADD CONSTRAINT "agent_invitations_code_invitation_codes_code_fk" FOREIGN KEY ("code") REFERENCES "public"."invitation_codes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_invitations" ADD CONSTRAINT "agent_invitations_agent_id_accounts_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_payouts" ADD CONSTRAINT "agent_payouts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_payouts" ADD CONSTRAINT "agent_payouts_contract_id_agent_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."agent_contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_payouts" ADD CONSTRAINT "agent_payouts_ledger_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("ledger_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_tree_descendant_idx" ON "account_tree" USING btree ("descendant_id","depth");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contracts_active_uq" ON "agent_contracts" USING btree ("downline_id","kind") WHERE "agent_contracts"."status" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contracts_offered_uq" ON "agent_contracts" USING btree ("downline_id","kind") WHERE "agent_contracts"."status" = 'offered';--> statement-breakpoint
CREATE INDEX "agent_contracts_upline_idx" ON "agent_contracts" USING btree ("upline_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_payouts_period_uq" ON "agent_payouts" USING btree ("account_id","job","period_start");--> statement-breakpoint
CREATE INDEX "agent_payouts_account_idx" ON "agent_payouts" USING btree ("account_id","created_at");