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
-- Move p_amount from the campaign's budget to the wallet under ledger transaction p_tx (already
-- written); shared by reward_grant and reward_pay_grant. The budget (decision 053): the member's
-- shard (p_shards[account % n]) with the conditional debit, the shard and the wallet locked in id
-- order; when that shard cannot pay, every shard and the wallet locked by id and the amount taken
-- from the member's shard, then the others in p_shards' order (by id). BUDGET_EXHAUSTED when the
-- shards together cannot pay. Returns the wallet's balance after.
--
-- The savepoint around the member's shard is needed: when that conditional debit fails after
-- waiting for a concurrent writer, PostgreSQL keeps the shard's row locked, and the fallback must
-- take every shard's lock in id order or two fallbacks deadlock; only rolling back to a savepoint
-- releases that lock. ON CONFLICT or a pre-read cannot release it.
CREATE OR REPLACE FUNCTION reward_move_budget(
  p_tx bigint, p_account bigint, p_campaign bigint, p_amount bigint, p_shards bigint[], p_wallet bigint
) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  v_own bigint;
  v_after bigint;
  v_wallet_after bigint;
  v_paid boolean := false;
  v_left bigint;
  v_take bigint;
  v_shard bigint;
BEGIN
  v_own := p_shards[(p_account % array_length(p_shards, 1)) + 1];
  -- The member's shard and the wallet in id order, in a block that is a savepoint: a shard that
  -- cannot pay rolls it back. That releases the shard's row too: an UPDATE whose condition fails
  -- after waiting for a concurrent writer keeps the row locked (read committed rechecks the
  -- newest version under its lock), and the fallback below must take every lock in id order.
  BEGIN
    IF v_own < p_wallet THEN
      UPDATE ledger_accounts SET balance = balance - p_amount WHERE id = v_own AND balance >= p_amount
      RETURNING balance INTO v_after;
      IF NOT FOUND THEN
        RAISE EXCEPTION USING ERRCODE = 'RW002';
      END IF;
      UPDATE ledger_accounts SET balance = balance + p_amount WHERE id = p_wallet
      RETURNING balance INTO v_wallet_after;
    ELSE
      UPDATE ledger_accounts SET balance = balance + p_amount WHERE id = p_wallet
      RETURNING balance INTO v_wallet_after;
      UPDATE ledger_accounts SET balance = balance - p_amount WHERE id = v_own AND balance >= p_amount
      RETURNING balance INTO v_after;
      IF NOT FOUND THEN
        RAISE EXCEPTION USING ERRCODE = 'RW002';
      END IF;
    END IF;
    v_paid := true;
  EXCEPTION WHEN SQLSTATE 'RW002' THEN
    v_paid := false;
  END;

  IF v_paid THEN
    INSERT INTO ledger_entries (transaction_id, ledger_account_id, amount, balance_after)
    VALUES (p_tx, v_own, -p_amount, v_after), (p_tx, p_wallet, p_amount, v_wallet_after);
    RETURN v_wallet_after;
  END IF;
  PERFORM 1 FROM ledger_accounts WHERE id = ANY (p_shards || p_wallet) ORDER BY id FOR UPDATE;
  v_left := p_amount;
  FOREACH v_shard IN ARRAY (ARRAY[v_own] || array_remove(p_shards, v_own)) LOOP
    SELECT least(balance, v_left) INTO v_take FROM ledger_accounts WHERE id = v_shard;
    CONTINUE WHEN v_take IS NULL OR v_take <= 0;
    UPDATE ledger_accounts SET balance = balance - v_take WHERE id = v_shard AND balance >= v_take
    RETURNING balance INTO v_after;
    INSERT INTO ledger_entries (transaction_id, ledger_account_id, amount, balance_after)
    VALUES (p_tx, v_shard, -v_take, v_after);
    v_left := v_left - v_take;
    EXIT WHEN v_left = 0;
  END LOOP;
  IF v_left > 0 THEN
    RAISE EXCEPTION USING ERRCODE = 'RW001', MESSAGE = 'BUDGET_EXHAUSTED',
      DETAIL = format('campaign %s budget cannot pay %s', p_campaign, p_amount);
  END IF;
  UPDATE ledger_accounts SET balance = balance + p_amount WHERE id = p_wallet
  RETURNING balance INTO v_wallet_after;
  INSERT INTO ledger_entries (transaction_id, ledger_account_id, amount, balance_after)
  VALUES (p_tx, p_wallet, p_amount, v_wallet_after);
  RETURN v_wallet_after;
END;
$$;
