CREATE TABLE "agent_invitation_uses" (
	"account_id" bigint PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agent_invitation_uses" ADD CONSTRAINT "agent_invitation_uses_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_invitation_uses" ADD CONSTRAINT "agent_invitation_uses_code_invitation_codes_code_fk" FOREIGN KEY ("code") REFERENCES "public"."invitation_codes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_invitation_uses_code_idx" ON "agent_invitation_uses" USING btree ("code");