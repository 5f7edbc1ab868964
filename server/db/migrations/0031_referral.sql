CREATE TABLE "referral_codes" (
	"account_id" bigint PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"device_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"referee_id" bigint PRIMARY KEY NOT NULL,
	"referrer_id" bigint NOT NULL,
	"ip24" text,
	"device_id" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"grant_id" bigint,
	"checked_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referrals_status_valid" CHECK ("referrals"."status" IN ('pending', 'qualified', 'refused')),
	CONSTRAINT "referrals_not_self" CHECK ("referrals"."referee_id" <> "referrals"."referrer_id"),
	CONSTRAINT "referrals_qualified_paid" CHECK (("referrals"."status" = 'qualified') = ("referrals"."grant_id" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "zalo_bindings" (
	"account_id" bigint PRIMARY KEY NOT NULL,
	"zalo" text NOT NULL,
	"grant_id" bigint,
	"refused" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "referral_codes" ADD CONSTRAINT "referral_codes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referee_id_accounts_id_fk" FOREIGN KEY ("referee_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referrer_id_accounts_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_grant_id_reward_grants_id_fk" FOREIGN KEY ("grant_id") REFERENCES "public"."reward_grants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zalo_bindings" ADD CONSTRAINT "zalo_bindings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zalo_bindings" ADD CONSTRAINT "zalo_bindings_grant_id_reward_grants_id_fk" FOREIGN KEY ("grant_id") REFERENCES "public"."reward_grants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "referral_codes_code_uq" ON "referral_codes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "referrals_referrer_idx" ON "referrals" USING btree ("referrer_id","created_at");--> statement-breakpoint
CREATE INDEX "referrals_pending_idx" ON "referrals" USING btree ("checked_at") WHERE "referrals"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "zalo_bindings_zalo_uq" ON "zalo_bindings" USING btree ("zalo");