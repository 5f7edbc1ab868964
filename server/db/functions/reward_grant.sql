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
-- Write a grant (decision 032): the limits when p_limits is given ({per device, per /24, per
-- payee, 1 when the rule requires linked_accounts}, NULLs for none), the row under its unique key
-- (a concurrent twin waits on the key and then finds the row: created false, nothing written),
-- and unless held its payment. Returns what the caller answers with, so nothing is read back: id,
-- created, status, requestId, createdAt, expiresAt, and the wallet's balance after a payment.
--
-- A grant paid at once is INSERTed with its final status, its ledger transaction, its turnover
-- clock and expiry (decision 080), not INSERTed as 'held' and UPDATEd: that UPDATE changed an
-- indexed column, so it was not HOT (a second heap tuple and an entry in each index). The ledger
-- transaction's id is taken from its sequence before the grant's INSERT (the reward_grants_paid
-- check needs it in that row) and the transaction row is written right after; the foreign key
-- from the grant to it is checked at commit (DEFERRABLE INITIALLY DEFERRED). A twin that loses on
-- the unique key writes nothing (only a sequence value is spent). A held grant gets the
-- 'reward_held' message instead and is paid later by reward_pay_grant.
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
    v_rule := reward_limit_failed(p_campaign, p_account, p_device, p_ip24, p_limits[1], p_limits[2], p_limits[3],
      coalesce(p_limits[4], 0) = 1);
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
