-- A reward grant as ONE statement (decision 068, on the model of decision 062's seamless calls):
-- the anti-abuse limits, the grant row under its unique (account, source, source_ref) key, the
-- inbox message in the member's language, the budget shard's conditional debit, the wallet's
-- credit, the ledger transaction and its entries, and the grant's status, in one round trip.
-- server/features/rewards/grant.ts calls it for every grant (a claim autocommits it: one commit;
-- the other features inside their own transaction); the TypeScript it replaces (grant.ts pay,
-- budget.ts payFromBudget, claim.ts checkLimits; decisions 032, 035, 053) is kept in the comments'
-- order, and every rewards test runs against it.
--
-- A refusal is RAISEd with SQLSTATE 'RW001', the error code (contract/errors.ts) as its message
-- and the detail (the failed rule's name for RULE_FAILED) as its DETAIL: the raise rolls the
-- whole call back, as the AppError thrown inside db.transaction did.

-- The first anti-abuse limit (decision 035) the member would pass with one more grant of the
-- campaign: 'device_limit', 'ip_limit', 'payee_limit', or NULL when none. Each count is
-- serialised by a transaction advisory lock on the campaign and the shared value, so concurrent
-- claims sharing a device, a /24 or a payee cannot all pass the count; the locks are held to the
-- end of the caller's transaction.
CREATE FUNCTION reward_limit_failed(
  p_campaign bigint, p_account bigint, p_device text, p_ip24 text,
  p_per_device integer, p_per_ip24 integer, p_per_payee integer
) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  v_payee text;
  v_n bigint;
BEGIN
  IF p_per_device IS NOT NULL AND p_device IS NOT NULL AND p_device <> '' THEN
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
--> statement-breakpoint
-- Pay a held grant this transaction holds (inserted by it, or locked FOR UPDATE by the caller):
-- the inbox message, one ledger transaction from the campaign's budget to the member's main
-- wallet, the grant's status. The budget (decision 053): the member's shard
-- (p_shards[account % n]) with the conditional debit, the shard and the wallet locked in id
-- order; when that shard cannot pay, every shard and the wallet locked by id and the amount taken
-- from the member's shard, then the others in p_shards' order (by id). BUDGET_EXHAUSTED when the
-- shards together cannot pay. Returns the status, the expiry and the wallet's balance after.
CREATE FUNCTION reward_pay_grant(
  p_grant bigint, p_account bigint, p_campaign bigint, p_amount bigint, p_shards bigint[],
  p_expires_days integer, p_title_vi text, p_title_en text, p_currency text
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_language text;
  v_title text;
  v_turnover bigint;
  v_wallet bigint;
  v_own bigint;
  v_tx bigint;
  v_after bigint;
  v_wallet_after bigint;
  v_paid boolean := false;
  v_left bigint;
  v_take bigint;
  v_shard bigint;
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

  -- The member's main wallet (ledger.ts mainWallet), opened on first use.
  SELECT id INTO v_wallet FROM ledger_accounts
  WHERE kind = 'member_main' AND owner_id = p_account AND vendor_code = '' AND currency = p_currency;
  IF NOT FOUND THEN
    INSERT INTO ledger_accounts (kind, owner_id, vendor_code, currency)
    VALUES ('member_main', p_account, '', p_currency)
    ON CONFLICT ON CONSTRAINT ledger_accounts_owner_uq DO NOTHING;
    SELECT id INTO STRICT v_wallet FROM ledger_accounts
    WHERE kind = 'member_main' AND owner_id = p_account AND vendor_code = '' AND currency = p_currency;
  END IF;

  INSERT INTO ledger_transactions (kind, idempotency_key, memo)
  VALUES ('bonus', 'reward:grant:' || p_grant,
    jsonb_build_object('reason', v_title, 'grantId', p_grant, 'campaignId', p_campaign))
  RETURNING id INTO v_tx;

  v_own := p_shards[(p_account % array_length(p_shards, 1)) + 1];
  -- The member's shard and the wallet in id order, in a block that is a savepoint: a shard that
  -- cannot pay rolls it back. That releases the shard's row too: an UPDATE whose condition fails
  -- after waiting for a concurrent writer keeps the row locked (read committed rechecks the
  -- newest version under its lock), and the fallback below must take every lock in id order.
  BEGIN
    IF v_own < v_wallet THEN
      UPDATE ledger_accounts SET balance = balance - p_amount WHERE id = v_own AND balance >= p_amount
      RETURNING balance INTO v_after;
      IF NOT FOUND THEN
        RAISE EXCEPTION USING ERRCODE = 'RW002';
      END IF;
      UPDATE ledger_accounts SET balance = balance + p_amount WHERE id = v_wallet
      RETURNING balance INTO v_wallet_after;
    ELSE
      UPDATE ledger_accounts SET balance = balance + p_amount WHERE id = v_wallet
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
    VALUES (v_tx, v_own, -p_amount, v_after), (v_tx, v_wallet, p_amount, v_wallet_after);
  ELSE
    PERFORM 1 FROM ledger_accounts WHERE id = ANY (p_shards || v_wallet) ORDER BY id FOR UPDATE;
    v_left := p_amount;
    FOREACH v_shard IN ARRAY (ARRAY[v_own] || array_remove(p_shards, v_own)) LOOP
      SELECT least(balance, v_left) INTO v_take FROM ledger_accounts WHERE id = v_shard;
      CONTINUE WHEN v_take IS NULL OR v_take <= 0;
      UPDATE ledger_accounts SET balance = balance - v_take WHERE id = v_shard AND balance >= v_take
      RETURNING balance INTO v_after;
      INSERT INTO ledger_entries (transaction_id, ledger_account_id, amount, balance_after)
      VALUES (v_tx, v_shard, -v_take, v_after);
      v_left := v_left - v_take;
      EXIT WHEN v_left = 0;
    END LOOP;
    IF v_left > 0 THEN
      RAISE EXCEPTION USING ERRCODE = 'RW001', MESSAGE = 'BUDGET_EXHAUSTED',
        DETAIL = format('campaign %s budget cannot pay %s', p_campaign, p_amount);
    END IF;
    UPDATE ledger_accounts SET balance = balance + p_amount WHERE id = v_wallet
    RETURNING balance INTO v_wallet_after;
    INSERT INTO ledger_entries (transaction_id, ledger_account_id, amount, balance_after)
    VALUES (v_tx, v_wallet, p_amount, v_wallet_after);
  END IF;

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
-- Write a grant (decision 032): the limits when p_limits is given ({per device, per /24, per
-- payee}, NULLs for none), the row under its unique key (a concurrent twin waits on the key and
-- then finds the row: created false, nothing written), and unless held its payment; a held grant
-- gets the 'reward_held' message instead. Returns what the caller answers with, so nothing is
-- read back: id, created, status, requestId, createdAt, expiresAt, and the wallet's balance
-- after a payment.
CREATE FUNCTION reward_grant(
  p_account bigint, p_campaign bigint, p_version_id bigint, p_source text, p_ref text,
  p_amount bigint, p_turnover bigint, p_max_bet bigint, p_reason text, p_request text,
  p_ip24 text, p_device text, p_hold boolean, p_limits integer[],
  p_shards bigint[], p_expires_days integer, p_title_vi text, p_title_en text, p_currency text
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_rule text;
  v_id bigint;
  v_created timestamptz;
  v_language text;
  v_existing reward_grants%ROWTYPE;
  v_paid jsonb;
BEGIN
  IF p_limits IS NOT NULL THEN
    v_rule := reward_limit_failed(p_campaign, p_account, p_device, p_ip24, p_limits[1], p_limits[2], p_limits[3]);
    IF v_rule IS NOT NULL THEN
      RAISE EXCEPTION USING ERRCODE = 'RW001', MESSAGE = 'RULE_FAILED', DETAIL = v_rule;
    END IF;
  END IF;

  INSERT INTO reward_grants (account_id, campaign_id, campaign_version_id, source, source_ref, amount, status,
    turnover_required, max_bet, reason, request_id, ip24, device_id, payee_key)
  SELECT p_account, p_campaign, p_version_id, p_source, p_ref, p_amount, 'held', p_turnover, p_max_bet,
    p_reason, p_request, p_ip24, p_device, lower(regexp_replace(trim(s.payee_name), '\s+', ' ', 'g'))
  FROM accounts a LEFT JOIN account_security s ON s.account_id = a.id WHERE a.id = p_account
  ON CONFLICT (account_id, source, source_ref) DO NOTHING
  RETURNING id, created_at INTO v_id, v_created;
  IF v_id IS NULL THEN
    SELECT * INTO v_existing FROM reward_grants
    WHERE account_id = p_account AND source = p_source AND source_ref = p_ref;
    IF NOT FOUND THEN
      RAISE EXCEPTION USING ERRCODE = 'RW001', MESSAGE = 'NOT_FOUND', DETAIL = format('no account %s', p_account);
    END IF;
    RETURN jsonb_build_object('id', v_existing.id, 'created', false, 'status', v_existing.status,
      'amount', v_existing.amount::text, 'requestId', v_existing.request_id);
  END IF;

  IF p_hold THEN
    SELECT language INTO v_language FROM accounts WHERE id = p_account;
    INSERT INTO inbox_messages (account_id, template, params) VALUES (p_account, 'reward_held',
      jsonb_build_object('amount', p_amount::text, 'currency', p_currency, 'reference', v_id::text,
        'title', CASE WHEN v_language = 'en' THEN p_title_en ELSE p_title_vi END,
        'turnover', p_turnover::text));
    RETURN jsonb_build_object('id', v_id, 'created', true, 'status', 'held', 'amount', p_amount::text,
      'requestId', p_request, 'createdAt', v_created);
  END IF;
  v_paid := reward_pay_grant(v_id, p_account, p_campaign, p_amount, p_shards, p_expires_days,
    p_title_vi, p_title_en, p_currency);
  RETURN v_paid || jsonb_build_object('id', v_id, 'created', true, 'amount', p_amount::text,
    'requestId', p_request, 'createdAt', v_created);
END;
$$;
