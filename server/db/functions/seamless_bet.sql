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
-- A bet: debit the player's wallet (member_main in single-wallet mode, else the vendor's), credit
-- the house shard; needs a live launch token of this player (launch-tokens.ts liveTokenSql) and
-- no rollback of this id before it. Lock order as ledger.ts postTransaction: the ledger key, the
-- member's wallet row, then the house row. The answer (with its balance) is stored with the claim.
CREATE OR REPLACE FUNCTION seamless_bet(
  p_vendor text, p_tx text, p_account bigint, p_hash text, p_nonce text, p_nonce_ttl interval,
  p_trial_type integer, p_token_hash text, p_round text, p_game text, p_amount bigint,
  p_currency text, p_house_code text
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_replay jsonb;
  v_single boolean;
  v_wallet bigint;
  v_seen bigint;
  v_house bigint;
  v_ledger_tx bigint;
  v_after bigint;
  v_house_after bigint;
  v_answer jsonb;
BEGIN
  v_replay := seamless_claim(p_vendor, p_tx, 'bet', p_account, p_hash, p_nonce, NULL, p_nonce_ttl, p_trial_type);
  IF v_replay IS NOT NULL THEN
    RETURN v_replay;
  END IF;
  -- Orders this bet with any rollback of it: each later statement has a fresh snapshot, so the
  -- tombstone check sees a rollback committed before the lock was granted.
  PERFORM pg_advisory_xact_lock(hashtextextended('seamless:' || p_vendor || ':' || p_tx, 0));
  IF NOT EXISTS (
    SELECT 1 FROM launch_tokens lt
    WHERE lt.token_hash = p_token_hash AND lt.vendor_code = p_vendor AND lt.account_id = p_account
      AND lt.expires_at > now() AND EXISTS (
        SELECT 1 FROM sessions s WHERE s.id = lt.session_id AND s.revoked_at IS NULL AND s.expires_at > now())
  ) THEN
    RAISE EXCEPTION USING ERRCODE = 'SW001', MESSAGE = 'INVALID_TOKEN',
      DETAIL = 'bets need a live launch token of this player, of a live session';
  END IF;
  IF EXISTS (SELECT 1 FROM seamless_transactions
             WHERE vendor_code = p_vendor AND kind = 'rollback' AND reference_transaction_id = p_tx) THEN
    RAISE EXCEPTION USING ERRCODE = 'SW001', MESSAGE = 'ALREADY_ROLLED_BACK',
      DETAIL = format('bet %s was rolled back before it arrived', p_tx);
  END IF;
  -- The wallet mode (wallet-mode.ts WALLET_MODE_KEY; absent: single wallet), read here, in the
  -- call's own statement, so a bet never debits a wallet the mode of its moment does not name.
  v_single := COALESCE((SELECT (value->>'isSingle')::boolean FROM settings WHERE key = 'wallet.merchant'), true);
  SELECT id, balance INTO v_wallet, v_seen FROM ledger_accounts
  WHERE kind = CASE WHEN v_single THEN 'member_main' ELSE 'member_vendor' END AND owner_id = p_account
    AND vendor_code = CASE WHEN v_single THEN '' ELSE p_vendor END AND currency = p_currency;
  -- Early refusal without locking the wallet; the conditional debit below stays the rule. A
  -- wallet never opened holds nothing, so it refuses every (positive) stake.
  IF v_wallet IS NULL OR v_seen < p_amount THEN
    RAISE EXCEPTION USING ERRCODE = 'SW001', MESSAGE = 'INSUFFICIENT_FUNDS', DETAIL = 'the wallet lacks funds';
  END IF;
  v_house := seamless_house(p_house_code, p_currency);
  INSERT INTO bets (account_id, vendor_code, game_code, round_id, bet_transaction_id, ledger_account_id, bet_amount)
  VALUES (p_account, p_vendor, p_game, p_round, p_tx, v_wallet, p_amount);

  INSERT INTO ledger_transactions (kind, idempotency_key, memo)
  VALUES ('seamless_bet', 'seamless:' || p_vendor || ':' || p_tx,
          jsonb_build_object('vendor', p_vendor, 'roundId', p_round, 'gameCode', p_game))
  RETURNING id INTO v_ledger_tx;
  UPDATE ledger_accounts SET balance = balance - p_amount
  WHERE id = v_wallet AND balance - p_amount >= 0
  RETURNING balance INTO v_after;
  IF NOT FOUND THEN
    RAISE EXCEPTION USING ERRCODE = 'SW001', MESSAGE = 'INSUFFICIENT_FUNDS',
      DETAIL = format('ledger account %s lacks funds', v_wallet);
  END IF;
  UPDATE ledger_accounts SET balance = balance + p_amount WHERE id = v_house RETURNING balance INTO v_house_after;
  INSERT INTO ledger_entries (transaction_id, ledger_account_id, amount, balance_after)
  VALUES (v_ledger_tx, v_wallet, -p_amount, v_after), (v_ledger_tx, v_house, p_amount, v_house_after);

  v_answer := jsonb_build_object('status', 'OK', 'playerId', p_account::text, 'currency', p_currency,
                                 'balance', v_after::text, 'transactionId', p_tx);
  UPDATE seamless_transactions SET response = v_answer, ledger_transaction_id = v_ledger_tx
  WHERE vendor_code = p_vendor AND transaction_id = p_tx;
  RETURN v_answer;
END;
$$;
