CREATE TABLE "staff" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"login" text NOT NULL,
	"display_name" text NOT NULL,
	"password_hash" text NOT NULL,
	"must_change_password" boolean DEFAULT true NOT NULL,
	"totp_secret" text,
	"totp_pending_secret" text,
	"totp_last_step" integer,
	"role" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_role_ck" CHECK ("staff"."role" in ('admin', 'finance', 'risk', 'support', 'marketing', 'trader', 'lottery_clerk'))
);
--> statement-breakpoint
CREATE TABLE "staff_sessions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"staff_id" bigint NOT NULL,
	"token_hash" text NOT NULL,
	"stage" text NOT NULL,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "staff_sessions_stage_ck" CHECK ("staff_sessions"."stage" in ('totp', 'active'))
);
--> statement-breakpoint
ALTER TABLE "operator_audit" ADD COLUMN "ip" text;--> statement-breakpoint
ALTER TABLE "operator_audit" ADD COLUMN "before" jsonb;--> statement-breakpoint
ALTER TABLE "operator_audit" ADD COLUMN "after" jsonb;--> statement-breakpoint
ALTER TABLE "operator_audit" ADD COLUMN "prev_hash" text;--> statement-breakpoint
ALTER TABLE "operator_audit" ADD COLUMN "hash" text;--> statement-breakpoint
ALTER TABLE "operator_keys" ADD COLUMN "role" text DEFAULT 'admin' NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD CONSTRAINT "staff_sessions_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_login_uq" ON "staff" USING btree ("login");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_sessions_token_uq" ON "staff_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "staff_sessions_staff_idx" ON "staff_sessions" USING btree ("staff_id");;--> statement-breakpoint
-- Chain the rows written before the chain existed, in id order (decision 102). The hash expression
-- is server/core/context/audit.sql.ts auditHashOf: change both or neither.
DO $$
DECLARE
  r record;
  prev text := '';
BEGIN
  FOR r IN SELECT id FROM operator_audit ORDER BY id LOOP
    UPDATE operator_audit SET prev_hash = prev, hash = encode(sha256(convert_to(jsonb_build_object(
      'actor', "actor", 'action', "action", 'target', "target", 'detail', "detail",
      'at', to_char("at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'),
      'ip', "ip", 'before', "before", 'after', "after", 'prev', prev)::text, 'UTF8')), 'hex')
    WHERE id = r.id RETURNING hash INTO prev;
  END LOOP;
END $$;--> statement-breakpoint
ALTER TABLE "operator_audit" ALTER COLUMN "prev_hash" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "operator_audit" ALTER COLUMN "hash" SET NOT NULL;
