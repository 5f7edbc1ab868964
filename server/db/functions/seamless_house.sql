-- One of the seamless wallet's SQL functions (decision 062): the hot calls, bet and win, are each
-- ONE statement: the call's nonce, the provider id's claim, every check, the conditional debit,
-- the house sub-account, the ledger rows, the bet row and the stored answer, in one round trip
-- and one commit. server/features/wallet/seamless.sql.ts calls them with one prepared statement
-- each; the wallet's invariant, idempotency and concurrency tests run against them.
--
-- A refusal is RAISEd with SQLSTATE 'SW001', the error code (contract/errors.ts) as its message
-- and the human reason as its DETAIL: the raise rolls the whole call back (nonce and claim
-- included).
--
-- The house sub-account of a shard (ledger.ts houseAccount), opened on first use: the unique
-- (kind, owner, vendor_code, currency) key makes concurrent openers end with the one row.
CREATE OR REPLACE FUNCTION seamless_house(p_code text, p_currency text) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  v_id bigint;
BEGIN
  SELECT id INTO v_id FROM ledger_accounts
  WHERE kind = 'house' AND owner_id IS NULL AND vendor_code = p_code AND currency = p_currency;
  IF FOUND THEN
    RETURN v_id;
  END IF;
  INSERT INTO ledger_accounts (kind, owner_id, vendor_code, currency) VALUES ('house', NULL, p_code, p_currency)
  ON CONFLICT ON CONSTRAINT ledger_accounts_owner_uq DO NOTHING;
  SELECT id INTO STRICT v_id FROM ledger_accounts
  WHERE kind = 'house' AND owner_id IS NULL AND vendor_code = p_code AND currency = p_currency;
  RETURN v_id;
END;
$$;
