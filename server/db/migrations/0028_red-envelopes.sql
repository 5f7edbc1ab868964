CREATE TABLE "envelope_drops" (
	"id" serial PRIMARY KEY NOT NULL,
	"slot_key" text NOT NULL,
	"campaign_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"total" bigint NOT NULL,
	"shares" integer NOT NULL,
	"min_share" bigint NOT NULL,
	"server_seed" text NOT NULL,
	"seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "envelope_drops_window" CHECK ("envelope_drops"."ends_at" > "envelope_drops"."starts_at"),
	CONSTRAINT "envelope_drops_split" CHECK ("envelope_drops"."shares" > 0 AND "envelope_drops"."min_share" > 0 AND "envelope_drops"."total" >= "envelope_drops"."min_share" * "envelope_drops"."shares")
);
--> statement-breakpoint
CREATE TABLE "envelope_shares" (
	"drop_id" integer NOT NULL,
	"idx" integer NOT NULL,
	"amount" bigint NOT NULL,
	"taken_by" bigint,
	"taken_at" timestamp with time zone,
	"grant_id" bigint,
	CONSTRAINT "envelope_shares_drop_id_idx_pk" PRIMARY KEY("drop_id","idx"),
	CONSTRAINT "envelope_shares_positive" CHECK ("envelope_shares"."amount" > 0),
	CONSTRAINT "envelope_shares_taken" CHECK (("envelope_shares"."taken_by" IS NULL) = ("envelope_shares"."taken_at" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "envelope_drops" ADD CONSTRAINT "envelope_drops_campaign_id_reward_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."reward_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "envelope_shares" ADD CONSTRAINT "envelope_shares_drop_id_envelope_drops_id_fk" FOREIGN KEY ("drop_id") REFERENCES "public"."envelope_drops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "envelope_shares" ADD CONSTRAINT "envelope_shares_taken_by_accounts_id_fk" FOREIGN KEY ("taken_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "envelope_drops_slot_uq" ON "envelope_drops" USING btree ("slot_key");--> statement-breakpoint
CREATE INDEX "envelope_drops_starts_idx" ON "envelope_drops" USING btree ("starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "envelope_shares_member_uq" ON "envelope_shares" USING btree ("drop_id","taken_by");--> statement-breakpoint
CREATE INDEX "envelope_shares_taker_idx" ON "envelope_shares" USING btree ("taken_by");