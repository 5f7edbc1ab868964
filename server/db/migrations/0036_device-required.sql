-- A campaign limited per device refuses a claim that names no device ('device_required'):
-- reward_limit_failed (migration 0032) skipped the device count when the client sent no id, so
-- leaving the id out of the request took the offer past its limit. The device id is a weak
-- signal (clearing storage makes a new one), but without it the limit is not even that. The rest
-- of the function is migration 0032's, unchanged.
CREATE OR REPLACE FUNCTION reward_limit_failed(
  p_campaign bigint, p_account bigint, p_device text, p_ip24 text,
  p_per_device integer, p_per_ip24 integer, p_per_payee integer
) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  v_payee text;
  v_n bigint;
BEGIN
  IF p_per_device IS NOT NULL AND (p_device IS NULL OR p_device = '') THEN
    RETURN 'device_required';
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
