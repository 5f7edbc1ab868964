CREATE TABLE "big_wins" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"game_id" integer NOT NULL,
	"account_id" bigint,
	"customer_name" text NOT NULL,
	"win_amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"won_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favorite_games" (
	"account_id" bigint NOT NULL,
	"game_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorite_games_account_id_game_id_pk" PRIMARY KEY("account_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "recent_games" (
	"account_id" bigint NOT NULL,
	"game_id" integer NOT NULL,
	"last_played_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recent_games_account_id_game_id_pk" PRIMARY KEY("account_id","game_id")
);
--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "search_en" text GENERATED ALWAYS AS (lower(immutable_unaccent(name_en))) STORED;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "search_vi" text GENERATED ALWAYS AS (lower(immutable_unaccent(name_vi))) STORED;--> statement-breakpoint
ALTER TABLE "big_wins" ADD CONSTRAINT "big_wins_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "big_wins" ADD CONSTRAINT "big_wins_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_games" ADD CONSTRAINT "favorite_games_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_games" ADD CONSTRAINT "favorite_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recent_games" ADD CONSTRAINT "recent_games_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recent_games" ADD CONSTRAINT "recent_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "big_wins_won_at_idx" ON "big_wins" USING btree ("won_at");--> statement-breakpoint
CREATE INDEX "favorite_games_account_idx" ON "favorite_games" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "recent_games_account_idx" ON "recent_games" USING btree ("account_id","last_played_at");--> statement-breakpoint
CREATE INDEX "games_search_en_trgm" ON "games" USING gin ("search_en" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "games_search_vi_trgm" ON "games" USING gin ("search_vi" gin_trgm_ops);