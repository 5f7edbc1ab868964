CREATE TABLE "blobs" (
	"key" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" bigint NOT NULL,
	"category" text NOT NULL,
	"content" text NOT NULL,
	"image_keys" text[] DEFAULT '{}' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"reply" text,
	"replied_by" text,
	"replied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedback_status_valid" CHECK ("feedback"."status" IN ('open', 'replied')),
	CONSTRAINT "feedback_images_at_most_3" CHECK (cardinality("feedback"."image_keys") <= 3)
);
--> statement-breakpoint
CREATE TABLE "help_article_versions" (
	"article_id" bigint NOT NULL,
	"version" integer NOT NULL,
	"title_vi" text NOT NULL,
	"title_en" text NOT NULL,
	"body_vi" text NOT NULL,
	"body_en" text NOT NULL,
	"actor" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "help_article_versions_article_id_version_pk" PRIMARY KEY("article_id","version")
);
--> statement-breakpoint
CREATE TABLE "help_articles" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"section" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"version" integer NOT NULL,
	"title_vi" text NOT NULL,
	"title_en" text NOT NULL,
	"body_vi" text NOT NULL,
	"body_en" text NOT NULL,
	"search_vi" text GENERATED ALWAYS AS (lower(immutable_unaccent(title_vi || ' ' || body_vi))) STORED,
	"search_en" text GENERATED ALWAYS AS (lower(immutable_unaccent(title_en || ' ' || body_en))) STORED,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "help_articles_slug_valid" CHECK ("help_articles"."slug" ~ '^[a-z0-9][a-z0-9-]{0,63}$'),
	CONSTRAINT "help_articles_section_valid" CHECK ("help_articles"."section" IN ('account', 'deposits', 'withdrawals', 'security', 'app', 'faq'))
);
--> statement-breakpoint
CREATE TABLE "terms_acceptances" (
	"account_id" bigint NOT NULL,
	"version" integer NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "terms_acceptances_account_id_version_pk" PRIMARY KEY("account_id","version")
);
--> statement-breakpoint
CREATE TABLE "terms_versions" (
	"version" integer PRIMARY KEY NOT NULL,
	"body_vi" text NOT NULL,
	"body_en" text NOT NULL,
	"actor" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_article_versions" ADD CONSTRAINT "help_article_versions_article_id_help_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."help_articles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terms_acceptances" ADD CONSTRAINT "terms_acceptances_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terms_acceptances" ADD CONSTRAINT "terms_acceptances_version_terms_versions_version_fk" FOREIGN KEY ("version") REFERENCES "public"."terms_versions"("version") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feedback_account_idx" ON "feedback" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "feedback_open_idx" ON "feedback" USING btree ("id") WHERE "feedback"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "help_articles_slug_uq" ON "help_articles" USING btree ("slug");