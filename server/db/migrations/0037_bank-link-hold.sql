ALTER TABLE "withdrawals" ADD COLUMN "review_reason" text;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "released_by" text;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "released_at" timestamp with time zone;
--> statement-breakpoint
-- One per bank account at the claim (issue 33, E6; decision 090). The linked_accounts rule was read
-- with the claim's facts, before the grant and without a lock, so two accounts sharing a bank
-- account number claiming at once both saw no other grant and both were paid. Now a claim of a
-- campaign whose rule requires linked_accounts (p_linked; reward_grant's p_limits[4] = 1) takes a
-- transaction-scoped advisory lock per bank account number of the member (every card it ever
-- added, as the rule reads them), in sorted order and before the other limits' locks, so every
-- claim takes its locks in one order; then it reads the campaign's grants by accounts sharing one
-- of those numbers again: the second of two such claims waits for the first's commit and sees its
-- grant. The rest is migration 0036's reward_limit_failed.
DROP FUNCTION reward_limit_failed(bigint, bigint, text, text, integer, integer, integer);
--> statement-breakpoint
CREATE FUNCTION reward_limit_failed(
  p_campaign bigint, p_account bigint, p_device text, p_ip24 text,
  p_per_device integer, p_per_ip24 integer, p_per_payee integer, p_linked boolean DEFAULT false
) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  v_payee text;
  v_n bigint;
  v_number text;
BEGIN
  IF p_per_device IS NOT NULL AND (p_device IS NULL OR p_device = '') THEN
    RETURN 'device_required';
  END IF;
  IF p_linked THEN
    FOR v_number IN SELECT DISTINCT account_number FROM bank_cards WHERE account_id = p_account ORDER BY 1 LOOP
      PERFORM pg_advisory_xact_lock(hashtextextended('reward:' || p_campaign || ':bank:' || v_number, 0));
    END LOOP;
    IF EXISTS (
      SELECT 1 FROM bank_cards mine
      JOIN bank_cards theirs ON theirs.account_number = mine.account_number AND theirs.account_id <> p_account
      JOIN reward_grants g ON g.account_id = theirs.account_id
      WHERE mine.account_id = p_account AND g.campaign_id = p_campaign AND g.status <> 'rejected'
    ) THEN
      RETURN 'linked_accounts';
    END IF;
  END IF;
  IF p_per_device IS NOT NULL THEN
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
-- reward_grant (migration 0034) passing p_limits[4] (1: the campaign's rule requires
-- linked_accounts) on to reward_limit_failed; otherwise unchanged.
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
