ALTER TABLE "reward_grants" DROP CONSTRAINT "reward_grants_status_valid";--> statement-breakpoint
ALTER TABLE "reward_grants" ADD COLUMN "forfeit_request_id" text;--> statement-breakpoint
ALTER TABLE "reward_grants" ADD CONSTRAINT "reward_grants_status_valid" CHECK ("reward_grants"."status" IN ('held', 'active', 'completed', 'expired', 'rejected', 'forfeited'));