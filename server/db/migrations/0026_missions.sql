CREATE TABLE "mission_events" (
	"kind" text NOT NULL,
	"ref_id" bigint NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mission_events_kind_ref_id_pk" PRIMARY KEY("kind","ref_id"),
	CONSTRAINT "mission_events_kind_valid" CHECK ("mission_events"."kind" IN ('bet', 'deposit', 'login'))
);
--> statement-breakpoint
CREATE TABLE "mission_marks" (
	"account_id" bigint NOT NULL,
	"mission_id" integer NOT NULL,
	"period_key" text NOT NULL,
	"mark" text NOT NULL,
	CONSTRAINT "mission_marks_account_id_mission_id_period_key_mark_pk" PRIMARY KEY("account_id","mission_id","period_key","mark")
);
--> statement-breakpoint
CREATE TABLE "mission_progress" (
	"account_id" bigint NOT NULL,
	"mission_id" integer NOT NULL,
	"period_key" text NOT NULL,
	"progress" bigint NOT NULL,
	"target" bigint NOT NULL,
	"completed_at" timestamp with time zone,
	"claimed_at" timestamp with time zone,
	"request_id" text,
	"grant_id" bigint,
	CONSTRAINT "mission_progress_account_id_mission_id_period_key_pk" PRIMARY KEY("account_id","mission_id","period_key"),
	CONSTRAINT "mission_progress_amounts" CHECK ("mission_progress"."progress" >= 0 AND "mission_progress"."target" > 0),
	CONSTRAINT "mission_progress_claimed" CHECK ("mission_progress"."claimed_at" IS NULL OR "mission_progress"."completed_at" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "mission_scores" (
	"period_key" text NOT NULL,
	"account_id" bigint NOT NULL,
	"score" bigint NOT NULL,
	"reached_at" timestamp with time zone NOT NULL,
	CONSTRAINT "mission_scores_period_key_account_id_pk" PRIMARY KEY("period_key","account_id"),
	CONSTRAINT "mission_scores_positive" CHECK ("mission_scores"."score" > 0)
);
--> statement-breakpoint
CREATE TABLE "missions" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"period" text NOT NULL,
	"condition" jsonb NOT NULL,
	"title_vi" text NOT NULL,
	"title_en" text NOT NULL,
	"mission_points" integer NOT NULL,
	"cash_amount" bigint,
	"mall_points" bigint,
	"status" text DEFAULT 'live' NOT NULL,
	"sort" integer DEFAULT 100 NOT NULL,
	"starts_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "missions_code_unique" UNIQUE("code"),
	CONSTRAINT "missions_period_valid" CHECK ("missions"."period" IN ('daily', 'weekly', 'once')),
	CONSTRAINT "missions_status_valid" CHECK ("missions"."status" IN ('live', 'paused')),
	CONSTRAINT "missions_rewards" CHECK ("missions"."mission_points" >= 0 AND coalesce("missions"."cash_amount", 1) > 0 AND coalesce("missions"."mall_points", 1) > 0)
);
--> statement-breakpoint
ALTER TABLE "mission_progress" ADD CONSTRAINT "mission_progress_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_progress" ADD CONSTRAINT "mission_progress_mission_id_missions_id_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."missions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_progress" ADD CONSTRAINT "mission_progress_grant_id_reward_grants_id_fk" FOREIGN KEY ("grant_id") REFERENCES "public"."reward_grants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_scores" ADD CONSTRAINT "mission_scores_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mission_progress_account_idx" ON "mission_progress" USING btree ("account_id","period_key");--> statement-breakpoint
CREATE INDEX "mission_scores_rank_idx" ON "mission_scores" USING btree ("period_key","score" DESC NULLS LAST,"reached_at");