-- Ledger rows are history: never updated, never deleted (decision 004). Campaign versions are
-- history too: a change of terms is a new version (decision 033). Any UPDATE, DELETE or TRUNCATE
-- of those tables is refused.
CREATE OR REPLACE FUNCTION ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger rows are append-only (% on %)', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'restrict_violation';
END;
$$;

DROP TRIGGER IF EXISTS ledger_entries_append_only ON ledger_entries;
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();

DROP TRIGGER IF EXISTS ledger_transactions_append_only ON ledger_transactions;
CREATE TRIGGER ledger_transactions_append_only BEFORE UPDATE OR DELETE ON ledger_transactions
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();

DROP TRIGGER IF EXISTS ledger_entries_no_truncate ON ledger_entries;
CREATE TRIGGER ledger_entries_no_truncate BEFORE TRUNCATE ON ledger_entries
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();

DROP TRIGGER IF EXISTS reward_campaign_versions_immutable ON reward_campaign_versions;
CREATE TRIGGER reward_campaign_versions_immutable BEFORE UPDATE OR DELETE ON reward_campaign_versions
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
