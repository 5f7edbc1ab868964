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
-- The first step of every money call: the request's nonce (NULL: none) and the provider id
-- claimed for a real, active, non-trial member. NULL when claimed; the stored answer of a replay
-- (its balance filled in from the ledger for bets stored without one). A concurrent duplicate
-- waits on the claim's unique key until the first commits, then replays its answer.
CREATE OR REPLACE FUNCTION seamless_claim(
  p_vendor text, p_tx text, p_kind text, p_account bigint, p_hash text, p_nonce text,
  p_reference text, p_nonce_ttl interval, p_trial_type integer
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_hash text;
  v_response jsonb;
  v_balance bigint;
BEGIN
  IF p_nonce IS NOT NULL THEN
    INSERT INTO seamless_nonces (vendor_code, nonce) VALUES (p_vendor, p_nonce)
    ON CONFLICT (vendor_code, nonce) DO UPDATE SET seen_at = now()
      WHERE seamless_nonces.seen_at < now() - p_nonce_ttl;
    IF NOT FOUND THEN
      RAISE EXCEPTION USING ERRCODE = 'SW001', MESSAGE = 'STALE_REQUEST',
        DETAIL = 'X-Nonce was used in the last 5 minutes';
    END IF;
  END IF;
  INSERT INTO seamless_transactions (vendor_code, transaction_id, kind, account_id, request_hash, reference_transaction_id)
  SELECT p_vendor, p_tx, p_kind, a.id, p_hash, p_reference FROM accounts a
  WHERE a.id = p_account AND a.status = 'active' AND a.type <> p_trial_type
  ON CONFLICT (vendor_code, transaction_id) DO NOTHING;
  IF FOUND THEN
    RETURN NULL;
  END IF;
  -- Not claimed: the id was used (a replay), or there is no such player.
  SELECT request_hash, response INTO v_hash, v_response FROM seamless_transactions
  WHERE vendor_code = p_vendor AND transaction_id = p_tx;
  IF NOT FOUND THEN
    RAISE EXCEPTION USING ERRCODE = 'SW001', MESSAGE = 'NOT_FOUND', DETAIL = format('no player %s', p_account);
  END IF;
  IF v_hash <> p_hash THEN
    RAISE EXCEPTION USING ERRCODE = 'SW001', MESSAGE = 'DUPLICATE_TRANSACTION',
      DETAIL = format('transaction %s was sent with another body', p_tx);
  END IF;
  IF v_response ? 'balance' THEN
    RETURN v_response;
  END IF;
  -- A bet stored before this migration: its balance is its wallet entry's balance_after.
  SELECT e.balance_after INTO v_balance FROM ledger_transactions t
  JOIN ledger_entries e ON e.transaction_id = t.id
  JOIN ledger_accounts a ON a.id = e.ledger_account_id AND a.kind LIKE 'member%'
  WHERE t.idempotency_key = 'seamless:' || p_vendor || ':' || p_tx;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'seamless transaction % has no ledger entry', p_tx;
  END IF;
  RETURN v_response || jsonb_build_object('balance', v_balance::text);
END;
$$;
