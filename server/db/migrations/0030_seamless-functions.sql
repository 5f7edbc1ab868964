-- The seamless wallet's two hot calls, bet and win, each as ONE statement (decision 062): the
-- call's nonce, the provider id's claim, every check, the conditional debit, the house
-- sub-account, the ledger rows, the bet row and the stored answer, in one round trip and one
-- commit. server/features/wallet/seamless.ts calls them with one prepared statement each; the
-- TypeScript they replace (decisions 011, 012, 047) is kept in their comments' order, and the
-- invariant, idempotency and concurrency tests of the wallet run against them.
--
-- A refusal is RAISEd with SQLSTATE 'SW001', the error code (contract/errors.ts) as its message
-- and the human reason as its DETAIL: the raise rolls the whole call back (nonce and claim
-- included), as the AppError thrown inside db.transaction did.

-- The first step of every money call: the request's nonce (NULL: none) and the provider id
-- claimed for a real, active, non-trial member. NULL when claimed; the stored answer of a replay
-- (its balance filled in from the ledger for bets stored without one). A concurrent duplicate
-- waits on the claim's unique key until the first commits, then replays its answer.
CREATE FUNCTION seamless_claim(
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
--> statement-breakpoint
-- The house sub-account of a shard (ledger.ts houseAccount), opened on first use: the unique
-- (kind, owner, vendor_code, currency) key makes concurrent openers end with the one row.
CREATE FUNCTION seamless_house(p_code text, p_currency text) RETURNS bigint LANGUAGE plpgsql AS $$
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
--> statement-breakpoint
-- A bet: debit the player's wallet (member_main in single-wallet mode, else the vendor's), credit
-- the house shard; needs a live launch token of this player (launch-tokens.ts liveTokenSql) and
-- no rollback of this id before it. Lock order as ledger.ts postTransaction: the ledger key, the
-- member's wallet row, then the house row. The answer (with its balance) is stored with the claim.
CREATE FUNCTION seamless_bet(
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
--> statement-breakpoint
-- A win: credit the wallet its bet came from. The bet (by its id, or the round's latest) must be
-- the player's and not rolled back; its wins stay within p_multiple x the bet and the round's
-- (every bet of the player in it) within p_per_round, else WIN_LIMIT_EXCEEDED with the alert as
-- its DETAIL (JSON; the caller audits it after the rollback). Wins of a round are serialised by
-- an advisory lock taken after the bet's row lock (the order every win takes them in). A win of
-- p_big_win_min or more, above its stake, goes on the winner board (masked as seed/winners.ts
-- maskName does), in the same transaction.
CREATE FUNCTION seamless_win(
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
