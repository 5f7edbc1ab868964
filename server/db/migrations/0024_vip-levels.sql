CREATE TABLE "vip_bets" (
	"bet_id" bigint PRIMARY KEY NOT NULL,
	"account_id" bigint NOT NULL,
	"valid_amount" bigint NOT NULL,
	"settled_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vip_deposits" (
	"deposit_id" bigint PRIMARY KEY NOT NULL,
	"account_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"credited_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vip_levels" (
	"level" smallint PRIMARY KEY NOT NULL,
	"bet_target" bigint NOT NULL,
	"deposit_target" bigint NOT NULL,
	"keep_bet" bigint NOT NULL,
	"upgrade_bonus" bigint NOT NULL,
	"monthly_gift" bigint NOT NULL,
	CONSTRAINT "vip_levels_amounts_valid" CHECK ("vip_levels"."level" >= 0 AND "vip_levels"."bet_target" >= 0 AND "vip_levels"."deposit_target" >= 0 AND "vip_levels"."keep_bet" >= 0
        AND "vip_levels"."upgrade_bonus" >= 0 AND "vip_levels"."monthly_gift" >= 0)
);
--> statement-breakpoint
CREATE TABLE "vip_members" (
	"account_id" bigint PRIMARY KEY NOT NULL,
	"valid_bet" bigint DEFAULT 0 NOT NULL,
	"deposits" bigint DEFAULT 0 NOT NULL,
	"level_since" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vip_members_counters_valid" CHECK ("vip_members"."valid_bet" >= 0 AND "vip_members"."deposits" >= 0)
);
--> statement-breakpoint
ALTER TABLE "vip_bets" ADD CONSTRAINT "vip_bets_bet_id_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."bets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_deposits" ADD CONSTRAINT "vip_deposits_deposit_id_deposits_id_fk" FOREIGN KEY ("deposit_id") REFERENCES "public"."deposits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_members" ADD CONSTRAINT "vip_members_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vip_bets_settled_idx" ON "vip_bets" USING btree ("settled_at");--> statement-breakpoint
CREATE INDEX "vip_bets_account_settled_idx" ON "vip_bets" USING btree ("account_id","settled_at");--> statement-breakpoint
CREATE INDEX "vip_deposits_credited_idx" ON "vip_deposits" USING btree ("credited_at");--> statement-breakpoint
CREATE INDEX "deposits_credited_at_idx" ON "deposits" USING btree ("credited_at") WHERE "deposits"."status" = 'credited';