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
-- The member's main wallet (ledger.ts mainWallet), opened on first use by an INSERT that RETURNs
-- its id; a concurrent opener is met by ON CONFLICT.
CREATE OR REPLACE FUNCTION reward_member_wallet(p_account bigint, p_currency text) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  v_wallet bigint;
BEGIN
  SELECT id INTO v_wallet FROM ledger_accounts
  WHERE kind = 'member_main' AND owner_id = p_account AND vendor_code = '' AND currency = p_currency;
  IF FOUND THEN
    RETURN v_wallet;
  END IF;
  INSERT INTO ledger_accounts (kind, owner_id, vendor_code, currency)
  VALUES ('member_main', p_account, '', p_currency)
  ON CONFLICT ON CONSTRAINT ledger_accounts_owner_uq DO NOTHING
  RETURNING id INTO v_wallet;
  IF v_wallet IS NULL THEN
    -- A concurrent opener won: its row, now committed.
    SELECT id INTO STRICT v_wallet FROM ledger_accounts
    WHERE kind = 'member_main' AND owner_id = p_account AND vendor_code = '' AND currency = p_currency;
  END IF;
  RETURN v_wallet;
END;
$$;
