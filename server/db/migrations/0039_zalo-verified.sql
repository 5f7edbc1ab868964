ALTER TABLE "zalo_bindings" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "zalo_bindings" ADD COLUMN "device_id" text;--> statement-breakpoint
ALTER TABLE "zalo_bindings" ADD COLUMN "ip24" text;--> statement-breakpoint
CREATE INDEX "zalo_bindings_due_idx" ON "zalo_bindings" USING btree ("verified_at") WHERE "zalo_bindings"."verified_at" IS NOT NULL AND "zalo_bindings"."grant_id" IS NULL AND "zalo_bindings"."refused" IS NULL;