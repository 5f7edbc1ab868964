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
-- Claims' grants sent together (decision 087): one statement calls this for each claim of a
-- batch, so one claim's refusal must not undo the others. It is reward_grant in a block that is a
-- savepoint: a refusal (SQLSTATE RW001: a limit, an exhausted budget, no such account) rolls back
-- that claim's writes only and is answered as {"refused": code, "detail": text}. Any other error
-- still fails the statement (the server then sends that batch's claims one by one). A batch is at
-- most 30 claims: each writes in two subtransactions (this block and reward_move_budget's), and a
-- transaction of more than 64 subtransactions overflows PostgreSQL's per-backend cache of them,
-- which slows every other session's snapshot checks while it runs.
CREATE OR REPLACE FUNCTION reward_grant_or_refusal(
  p_account bigint, p_campaign bigint, p_version_id bigint, p_source text, p_ref text,
  p_amount bigint, p_turnover bigint, p_max_bet bigint, p_reason text, p_request text,
  p_ip24 text, p_device text, p_hold boolean, p_limits integer[],
  p_shards bigint[], p_expires_days integer, p_title_vi text, p_title_en text, p_currency text
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_detail text;
BEGIN
  RETURN reward_grant(p_account, p_campaign, p_version_id, p_source, p_ref, p_amount, p_turnover,
    p_max_bet, p_reason, p_request, p_ip24, p_device, p_hold, p_limits, p_shards, p_expires_days,
    p_title_vi, p_title_en, p_currency);
EXCEPTION WHEN SQLSTATE 'RW001' THEN
  GET STACKED DIAGNOSTICS v_detail = PG_EXCEPTION_DETAIL;
  RETURN jsonb_build_object('refused', SQLERRM, 'detail', nullif(v_detail, ''));
END;
$$;
