CREATE TABLE "agent_day_stats" (
	"agent_id" bigint NOT NULL,
	"day" date NOT NULL,
	"valid_bet" bigint NOT NULL,
	"profit_loss" bigint NOT NULL,
	CONSTRAINT "agent_day_stats_agent_id_day_pk" PRIMARY KEY("agent_id","day")
);
--> statement-breakpoint
CREATE TABLE "agent_member_days" (
	"account_id" bigint PRIMARY KEY NOT NULL,
	"days" integer[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_rollup_state" (
	"name" text PRIMARY KEY NOT NULL,
	"upto" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agent_day_stats" ADD CONSTRAINT "agent_day_stats_agent_id_accounts_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_member_days" ADD CONSTRAINT "agent_member_days_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;