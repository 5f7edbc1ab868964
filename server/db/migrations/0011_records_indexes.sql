-- Member records (server/features/records, decision 016): newest-first keyset pages on
-- (time, id) and the totals of a date range, read from the index alone for one member.
-- The INCLUDE columns let the totals and the profit report run as index-only scans.
CREATE INDEX IF NOT EXISTS "bets_account_placed_id_idx"
  ON "bets" ("account_id", "placed_at", "id")
  INCLUDE ("vendor_code", "game_code", "status", "bet_amount", "win_amount");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "ledger_entries_account_created_idx"
  ON "ledger_entries" ("ledger_account_id", "created_at", "id")
  INCLUDE ("amount", "transaction_id");
