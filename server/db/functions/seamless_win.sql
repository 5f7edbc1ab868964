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
-- A win: credit the wallet its bet came from. The bet (by its id, or the round's latest) must be
-- the player's and not rolled back; its wins stay within p_multiple x the bet and the round's
-- (every bet of the player in it) within p_per_round, else WIN_LIMIT_EXCEEDED with the alert as
-- its DETAIL (JSON; the caller audits it after the rollback). Wins of a round are serialised by
-- an advisory lock taken after the bet's row lock (the order every win takes them in). A win of
-- p_big_win_min or more, above its stake, goes on the winner board (masked as seed/winners.ts
-- maskName does), in the same transaction.
CREATE OR REPLACE FUNCTION seamless_win(
  p_vendor text, p_tx text, p_account bigint, p_hash text, p_nonce text, p_nonce_ttl interval,
  p_trial_type integer, p_bet_tx text, p_round text, p_amount bigint, p_valid bigint,
  p_multiple bigint, p_per_round bigint, p_big_win_min bigint, p_currency text, p_house_code text
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_replay jsonb;
  b record;
  v_after bigint;
  v_ledger_tx bigint;
  v_house bigint;
  v_house_after bigint;
  v_total numeric;
  v_ceiling numeric;
  v_scope text;
  v_answer jsonb;
BEGIN
  v_replay := seamless_claim(p_vendor, p_tx, 'win', p_account, p_hash, p_nonce, p_bet_tx, p_nonce_ttl, p_trial_type);
  IF v_replay IS NOT NULL THEN
    RETURN v_replay;
  END IF;
  IF p_bet_tx IS NOT NULL THEN
    SELECT id, ledger_account_id, bet_amount, win_amount, round_id, status, bet_transaction_id, game_code INTO b
    FROM bets WHERE vendor_code = p_vendor AND bet_transaction_id = p_bet_tx AND account_id = p_account
    FOR UPDATE;
  ELSE
    SELECT id, ledger_account_id, bet_amount, win_amount, round_id, status, bet_transaction_id, game_code INTO b
    FROM bets WHERE vendor_code = p_vendor AND round_id = p_round AND account_id = p_account
    ORDER BY id DESC LIMIT 1 FOR UPDATE;
  END IF;
  IF NOT FOUND THEN
    RAISE EXCEPTION USING ERRCODE = 'SW001', MESSAGE = 'BET_NOT_FOUND', DETAIL = 'a win needs its bet';
  END IF;
  IF p_amount > 0 THEN
    PERFORM pg_advisory_xact_lock(
      hashtextextended('seamless-round:' || p_vendor || ':' || p_account::text || ':' || b.round_id, 0));
  END IF;
  IF b.status = 'rolled_back' THEN
    RAISE EXCEPTION USING ERRCODE = 'SW001', MESSAGE = 'ALREADY_ROLLED_BACK', DETAIL = 'the bet was rolled back';
  END IF;

  IF p_amount > 0 THEN
    v_ceiling := LEAST(b.bet_amount::numeric * p_multiple, p_per_round);
    v_total := b.win_amount::numeric + p_amount;
    v_scope := 'bet';
    IF v_total <= v_ceiling THEN
      -- A statement after the lock's, so a fresh snapshot: every win of the round committed
      -- before the lock was granted is in the sum.
      SELECT COALESCE(sum(win_amount), 0) + p_amount INTO v_total FROM bets
      WHERE vendor_code = p_vendor AND round_id = b.round_id AND account_id = p_account;
      v_ceiling := p_per_round;
      v_scope := 'round';
    END IF;
    IF v_total > v_ceiling THEN
      RAISE EXCEPTION USING ERRCODE = 'SW001', MESSAGE = 'WIN_LIMIT_EXCEEDED',
        DETAIL = jsonb_build_object('scope', v_scope, 'playerId', p_account::text,
          'betTransactionId', b.bet_transaction_id, 'roundId', b.round_id, 'gameCode', b.game_code,
          'bet', b.bet_amount::text, 'win', p_amount::text, 'total', v_total::text,
          'ceiling', v_ceiling::text)::text;
    END IF;

    v_house := seamless_house(p_house_code, p_currency);
    INSERT INTO ledger_transactions (kind, idempotency_key, memo)
    VALUES ('seamless_win', 'seamless:' || p_vendor || ':' || p_tx,
            jsonb_build_object('vendor', p_vendor, 'betTransactionId', b.bet_transaction_id))
    RETURNING id INTO v_ledger_tx;
    UPDATE ledger_accounts SET balance = balance + p_amount WHERE id = b.ledger_account_id
    RETURNING balance INTO v_after;
    UPDATE ledger_accounts SET balance = balance - p_amount WHERE id = v_house RETURNING balance INTO v_house_after;
    INSERT INTO ledger_entries (transaction_id, ledger_account_id, amount, balance_after)
    VALUES (v_ledger_tx, b.ledger_account_id, p_amount, v_after), (v_ledger_tx, v_house, -p_amount, v_house_after);

    IF p_amount >= p_big_win_min AND p_amount > b.bet_amount THEN
      INSERT INTO big_wins (game_id, account_id, customer_name, win_amount, currency)
      SELECT g.id, a.id,
        CASE WHEN length(a.account) <= 3 THEN left(a.account, 1) || '***'
             ELSE left(a.account, 2) || '***' || right(a.account, 1) END,
        p_amount, p_currency
      FROM games g, accounts a
      WHERE g.vendor_code = p_vendor AND g.game_code = b.game_code AND a.id = p_account
      ORDER BY g.id LIMIT 1;
    END IF;
  ELSE
    SELECT balance INTO v_after FROM ledger_accounts WHERE id = b.ledger_account_id;
  END IF;

  UPDATE bets SET win_amount = win_amount + p_amount, status = 'settled',
    settled_at = COALESCE(settled_at, now()), updated_at = now(),
    valid_amount = COALESCE(valid_amount, LEAST(p_valid, bet_amount))
  WHERE id = b.id;
  v_answer := jsonb_build_object('status', 'OK', 'playerId', p_account::text, 'currency', p_currency,
                                 'balance', v_after::text, 'transactionId', p_tx);
  UPDATE seamless_transactions
  SET response = v_answer, ledger_transaction_id = v_ledger_tx, reference_transaction_id = b.bet_transaction_id
  WHERE vendor_code = p_vendor AND transaction_id = p_tx;
  RETURN v_answer;
END;
$$;
