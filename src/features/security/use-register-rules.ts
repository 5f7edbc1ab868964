import { useEffect, useState } from 'react';
import type { FieldRule } from '../../../contract/system/schemas';
import { getRegisterSetting } from '../accounts/accounts-api';
import { ruleOf } from '../accounts/register-form';

/**
 * A field rule of GET /wps/system/setting/register (cached for the visit), switched on and
 * required: the security centre always asks for the field, whatever the registration form does.
 */
export function useFieldRule(name: string, fallback: FieldRule): FieldRule {
  const [rule, setRule] = useState<FieldRule>(fallback);
  useEffect(() => {
    let live = true;
    getRegisterSetting()
      .then((s) => {
        const r = ruleOf(s.validate, name);
        if (live && r) setRule({ ...r, enabled: true, required: true });
      })
      .catch(() => null);
    return () => {
      live = false;
    };
  }, [name]);
  return rule;
}

/** What the server falls back to when a site has no rule (6 digits in the seed). */
export const paymentPasswordFallback: FieldRule = {
  enabled: true,
  required: true,
  min: 6,
  max: 6,
  pattern: 'DIGITS',
};
export const emailFallback: FieldRule = { enabled: true, required: true, min: 3, max: 128, pattern: 'EMAIL' };
