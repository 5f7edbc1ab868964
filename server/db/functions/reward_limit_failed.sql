-- One of the reward engine's SQL functions (decision 068, on the model of decision 062's seamless
-- calls): a grant as ONE statement: the anti-abuse limits, the grant row under its unique
-- (account, source, source_ref) key, the inbox message in the member's language, the budget
-- shard's conditional debit, the wallet's credit, the ledger transaction and its entries, in one
-- round trip. server/engine/rewards/grant.sql.ts calls them; every rewards test runs against
-- them.
--
-- A refusal is RAISEd with SQLSTATE 'RW001', the error code (contract/errors.ts) as its message
-- and the detail (the failed rule's name for RULE_FAILED) as its DETAIL: the raise rolls the
-- whole call back.
--
-- The first anti-abuse limit (decisions 035, 090) the member would pass with one more grant of
-- the campaign: 'device_required' (the campaign counts devices and the claim names none),
-- 'linked_accounts', 'device_limit', 'ip_limit', 'payee_limit', or NULL when none. Each count is
-- serialised by a transaction advisory lock on the campaign and the shared value, so concurrent
-- claims sharing a device, a /24, a payee or a bank account number cannot all pass the count; the
-- locks are held to the end of the caller's transaction.
--
-- p_linked (the campaign's rule requires linked_accounts): a lock per bank account number of the
-- member (every card it ever added, as the rule reads them), in sorted order and before the other
-- limits' locks, so every claim takes its locks in one order; then the campaign's grants of
-- accounts sharing one of those numbers are read: the second of two such claims waits for the
-- first's commit and sees its grant.
CREATE OR REPLACE FUNCTION reward_limit_failed(
  p_campaign bigint, p_account bigint, p_device text, p_ip24 text,
  p_per_device integer, p_per_ip24 integer, p_per_payee integer, p_linked boolean DEFAULT false
) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  v_payee text;
  v_n bigint;
  v_number text;
BEGIN
  IF p_per_device IS NOT NULL AND (p_device IS NULL OR p_device = '') THEN
    RETURN 'device_required';
  END IF;
  IF p_linked THEN
    FOR v_number IN SELECT DISTINCT account_number FROM bank_cards WHERE account_id = p_account ORDER BY 1 LOOP
      PERFORM pg_advisory_xact_lock(hashtextextended('reward:' || p_campaign || ':bank:' || v_number, 0));
    END LOOP;
    IF EXISTS (
      SELECT 1 FROM bank_cards mine
      JOIN bank_cards theirs ON theirs.account_number = mine.account_number AND theirs.account_id <> p_account
      JOIN reward_grants g ON g.account_id = theirs.account_id
      WHERE mine.account_id = p_account AND g.campaign_id = p_campaign AND g.status <> 'rejected'
    ) THEN
      RETURN 'linked_accounts';
    END IF;
  END IF;
  IF p_per_device IS NOT NULL THEN
    PERFORM pg_advisory_xact_lock(hashtextextended('reward:' || p_campaign || ':dev:' || p_device, 0));
    SELECT count(*) INTO v_n FROM reward_grants g
    WHERE g.campaign_id = p_campaign AND g.status <> 'rejected' AND g.account_id <> p_account
      AND g.device_id = p_device;
    IF v_n >= p_per_device THEN
      RETURN 'device_limit';
    END IF;
  END IF;
  IF p_per_ip24 IS NOT NULL AND p_ip24 IS NOT NULL AND p_ip24 <> '' THEN
    PERFORM pg_advisory_xact_lock(hashtextextended('reward:' || p_campaign || ':ip:' || p_ip24, 0));
    SELECT count(*) INTO v_n FROM reward_grants g
    WHERE g.campaign_id = p_campaign AND g.status <> 'rejected' AND g.account_id <> p_account
      AND g.ip24 = p_ip24;
    IF v_n >= p_per_ip24 THEN
      RETURN 'ip_limit';
    END IF;
  END IF;
  IF p_per_payee IS NOT NULL THEN
    -- The payee key as facts.ts payeeKeySql writes it: lower case, trimmed, single spaces.
    SELECT lower(regexp_replace(trim(payee_name), '\s+', ' ', 'g')) INTO v_payee
    FROM account_security WHERE account_id = p_account;
    IF v_payee IS NOT NULL AND v_payee <> '' THEN
      PERFORM pg_advisory_xact_lock(hashtextextended('reward:' || p_campaign || ':payee:' || v_payee, 0));
      SELECT count(*) INTO v_n FROM reward_grants g
      WHERE g.campaign_id = p_campaign AND g.status <> 'rejected' AND g.account_id <> p_account
        AND g.payee_key = v_payee;
      IF v_n >= p_per_payee THEN
        RETURN 'payee_limit';
      END IF;
    END IF;
  END IF;
  RETURN NULL;
END;
$$;
