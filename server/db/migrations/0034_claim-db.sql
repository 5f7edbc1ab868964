-- A claim's database side, cheaper (issue 15's claim bar; docs/performance.md, branch claimdb).
-- No answer and no money rule changes; what changes is how many rows and index entries a paid
-- grant writes.
--
-- 1. A grant paid at once is INSERTed with its final status, its ledger transaction, its
--    turnover clock and expiry, instead of INSERTed as 'held' and UPDATEd in the same call: that
--    UPDATE changed an indexed column (status), so it was not HOT: a second heap tuple and an
--    entry in each of the table's seven indexes, for every claim. The ledger transaction's id is
--    taken from its sequence before the grant's INSERT (the reward_grants_paid check needs it in
--    that row) and the transaction row is written right after; the foreign key from the grant to
--    it is checked at commit (DEFERRABLE INITIALLY DEFERRED), so the order inside the
--    transaction does not matter and a grant can still never point at a missing transaction. A
--    twin that loses on the unique key writes nothing (only a sequence value is spent).
-- 2. The member's main wallet, when absent, is opened by an INSERT that RETURNs its id (a SELECT
--    less for a member's first grant; a concurrent opener is still met by ON CONFLICT).
-- 3. The budget's move (shard debit, wallet credit, entries; decision 053's fallback) is one
--    function, reward_move_budget, shared by reward_grant and reward_pay_grant (held grants).
--    The savepoint around the member's shard stays: when that conditional debit fails after
--    waiting for a concurrent writer, PostgreSQL keeps the shard's row locked, and the fallback
--    must take every shard's lock in id order or two fallbacks deadlock; only rolling back to a
--    savepoint releases that lock. ON CONFLICT or a pre-read cannot release it.
-- 4. Partial indexes for the anti-abuse counts (reward_limit_failed) and the linked-accounts fact
--    (rewards/facts.sql.ts), which read a campaign's grants by device, /24 or payee, and bank
--    cards by number; partial, so a grant without a device or payee adds no entry.

ALTER TABLE reward_grants ALTER CONSTRAINT reward_grants_ledger_transaction_id_ledger_transactions_id_fk
  DEFERRABLE INITIALLY DEFERRED;
--> statement-breakpoint
CREATE INDEX reward_grants_campaign_device_idx ON reward_grants (campaign_id, device_id) WHERE device_id IS NOT NULL;
--> statement-breakpoint
CREATE INDEX reward_grants_campaign_ip24_idx ON reward_grants (campaign_id, ip24) WHERE ip24 IS NOT NULL;
--> statement-breakpoint
CREATE INDEX reward_grants_campaign_payee_idx ON reward_grants (campaign_id, payee_key) WHERE payee_key IS NOT NULL;
--> statement-breakpoint
CREATE INDEX bank_cards_number_idx ON bank_cards (account_number);
--> statement-breakpoint
-- The member's main wallet (ledger.ts mainWallet), opened on first use.
CREATE FUNCTION reward_member_wallet(p_account bigint, p_currency text) RETURNS bigint LANGUAGE plpgsql AS $$
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
--> statement-breakpoint
-- Move p_amount from the campaign's budget to the wallet under ledger transaction p_tx (already
-- written): migration 0032's reward_pay_grant body, unchanged. The member's shard
-- (p_shards[account % n]) with the conditional debit, the shard and the wallet locked in id
-- order; when that shard cannot pay, every shard and the wallet locked by id and the amount taken
-- from the member's shard, then the others in p_shards' order (by id). BUDGET_EXHAUSTED when the
-- shards together cannot pay. Returns the wallet's balance after.
CREATE FUNCTION reward_move_budget(
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
--> statement-breakpoint
-- Pay a held grant this transaction holds (migration 0032's contract, unchanged): the inbox
-- message, one ledger transaction from the budget to the member's main wallet, the grant's status.
CREATE OR REPLACE FUNCTION reward_pay_grant(
  p_grant bigint, p_account bigint, p_campaign bigint, p_amount bigint, p_shards bigint[],
  p_expires_days integer, p_title_vi text, p_title_en text, p_currency text
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_language text;
  v_title text;
  v_turnover bigint;
  v_wallet bigint;
  v_tx bigint;
  v_wallet_after bigint;
  v_status text;
  v_expires timestamptz;
BEGIN
  SELECT a.language, g.turnover_required INTO STRICT v_language, v_turnover
  FROM reward_grants g JOIN accounts a ON a.id = g.account_id WHERE g.id = p_grant;
  -- campaign.ts textIn: English for 'en', else Vietnamese.
  v_title := CASE WHEN v_language = 'en' THEN p_title_en ELSE p_title_vi END;
  INSERT INTO inbox_messages (account_id, template, params) VALUES (p_account, 'reward_granted',
    jsonb_build_object('amount', p_amount::text, 'currency', p_currency, 'reference', p_grant::text,
      'title', v_title, 'turnover', v_turnover::text));
  v_wallet := reward_member_wallet(p_account, p_currency);
  INSERT INTO ledger_transactions (kind, idempotency_key, memo)
  VALUES ('bonus', 'reward:grant:' || p_grant,
    jsonb_build_object('reason', v_title, 'grantId', p_grant, 'campaignId', p_campaign))
  RETURNING id INTO v_tx;
  v_wallet_after := reward_move_budget(v_tx, p_account, p_campaign, p_amount, p_shards, v_wallet);
  -- The status and the ledger transaction in one UPDATE (the reward_grants_paid check ties them).
  UPDATE reward_grants SET ledger_transaction_id = v_tx,
    status = CASE WHEN turnover_required = 0 THEN 'completed' ELSE 'active' END,
    counts_from = now(),
    expires_at = CASE WHEN turnover_required = 0 THEN NULL ELSE now() + make_interval(days => p_expires_days) END,
    closed_at = CASE WHEN turnover_required = 0 THEN now() END
  WHERE id = p_grant
  RETURNING status, expires_at INTO v_status, v_expires;
  RETURN jsonb_build_object('transactionId', v_tx, 'status', v_status, 'expiresAt', v_expires,
    'balance', v_wallet_after::text);
END;
$$;
--> statement-breakpoint
-- Write a grant (migration 0032's contract and answer, unchanged): the limits, the row under its
-- unique key (a concurrent twin waits on the key and then finds the row: created false, nothing
-- written), and unless held its payment, the row written paid in its INSERT (1 above).
CREATE OR REPLACE FUNCTION reward_grant(
  p_account bigint, p_campaign bigint, p_version_id bigint, p_source text, p_ref text,
  p_amount bigint, p_turnover bigint, p_max_bet bigint, p_reason text, p_request text,
  p_ip24 text, p_device text, p_hold boolean, p_limits integer[],
  p_shards bigint[], p_expires_days integer, p_title_vi text, p_title_en text, p_currency text
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_rule text;
  v_id bigint;
  v_tx bigint;
  v_created timestamptz;
  v_expires timestamptz;
  v_status text;
  v_language text;
  v_title text;
  v_existing reward_grants%ROWTYPE;
  v_wallet bigint;
  v_wallet_after bigint;
BEGIN
  IF p_limits IS NOT NULL THEN
    v_rule := reward_limit_failed(p_campaign, p_account, p_device, p_ip24, p_limits[1], p_limits[2], p_limits[3]);
    IF v_rule IS NOT NULL THEN
      RAISE EXCEPTION USING ERRCODE = 'RW001', MESSAGE = 'RULE_FAILED', DETAIL = v_rule;
    END IF;
  END IF;

  IF NOT p_hold THEN
    v_tx := nextval('ledger_transactions_id_seq');
  END IF;
  -- A grant paid now starts its turnover clock now (counts_from) and, when it has no turnover,
  -- is completed at once: reward_pay_grant's UPDATE, written by the INSERT.
  INSERT INTO reward_grants AS g (account_id, campaign_id, campaign_version_id, source, source_ref, amount, status,
    turnover_required, max_bet, reason, request_id, ip24, device_id, payee_key,
    ledger_transaction_id, counts_from, expires_at, closed_at)
  SELECT p_account, p_campaign, p_version_id, p_source, p_ref, p_amount,
    CASE WHEN p_hold THEN 'held' WHEN p_turnover = 0 THEN 'completed' ELSE 'active' END,
    p_turnover, p_max_bet, p_reason, p_request, p_ip24, p_device,
    lower(regexp_replace(trim(s.payee_name), '\s+', ' ', 'g')),
    v_tx,
    CASE WHEN NOT p_hold THEN now() END,
    CASE WHEN NOT p_hold AND p_turnover <> 0 THEN now() + make_interval(days => p_expires_days) END,
    CASE WHEN NOT p_hold AND p_turnover = 0 THEN now() END
  FROM accounts a LEFT JOIN account_security s ON s.account_id = a.id WHERE a.id = p_account
  ON CONFLICT (account_id, source, source_ref) DO NOTHING
  RETURNING g.id, g.created_at, g.status, g.expires_at INTO v_id, v_created, v_status, v_expires;
  IF v_id IS NULL THEN
    SELECT * INTO v_existing FROM reward_grants
    WHERE account_id = p_account AND source = p_source AND source_ref = p_ref;
    IF NOT FOUND THEN
      RAISE EXCEPTION USING ERRCODE = 'RW001', MESSAGE = 'NOT_FOUND', DETAIL = format('no account %s', p_account);
    END IF;
    RETURN jsonb_build_object('id', v_existing.id, 'created', false, 'status', v_existing.status,
      'amount', v_existing.amount::text, 'requestId', v_existing.request_id);
  END IF;

  SELECT language INTO v_language FROM accounts WHERE id = p_account;
  v_title := CASE WHEN v_language = 'en' THEN p_title_en ELSE p_title_vi END;
  INSERT INTO inbox_messages (account_id, template, params)
  VALUES (p_account, CASE WHEN p_hold THEN 'reward_held' ELSE 'reward_granted' END,
    jsonb_build_object('amount', p_amount::text, 'currency', p_currency, 'reference', v_id::text,
      'title', v_title, 'turnover', p_turnover::text));
  IF p_hold THEN
    RETURN jsonb_build_object('id', v_id, 'created', true, 'status', 'held', 'amount', p_amount::text,
      'requestId', p_request, 'createdAt', v_created);
  END IF;

  v_wallet := reward_member_wallet(p_account, p_currency);
  INSERT INTO ledger_transactions (id, kind, idempotency_key, memo)
  VALUES (v_tx, 'bonus', 'reward:grant:' || v_id,
    jsonb_build_object('reason', v_title, 'grantId', v_id, 'campaignId', p_campaign));
  v_wallet_after := reward_move_budget(v_tx, p_account, p_campaign, p_amount, p_shards, v_wallet);
  RETURN jsonb_build_object('transactionId', v_tx, 'status', v_status, 'expiresAt', v_expires,
    'balance', v_wallet_after::text, 'id', v_id, 'created', true, 'amount', p_amount::text,
    'requestId', p_request, 'createdAt', v_created);
END;
$$;
