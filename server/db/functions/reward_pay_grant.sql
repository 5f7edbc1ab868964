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
-- Pay a held grant this transaction holds (inserted by it, or locked FOR UPDATE by the caller):
-- the inbox message, one ledger transaction from the campaign's budget to the member's main
-- wallet (reward_move_budget), the grant's status. Returns the ledger transaction, the status,
-- the expiry and the wallet's balance after.
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
