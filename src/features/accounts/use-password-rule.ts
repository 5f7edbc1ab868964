import { useEffect, useState } from 'react';
import type { FieldRule } from '../../../contract/system/schemas';
import { getRegisterSetting } from './accounts-api';
import { ruleOf } from './register-form';

/**
 * The site's published password rule (GET /wps/system/setting/register), always required: the one
 * the server applies to every new password. `fallback` holds until it arrives (or if it cannot).
 */
export function usePasswordRule(fallback: FieldRule): FieldRule {
  const [rule, setRule] = useState<FieldRule>(fallback);
  useEffect(() => {
    let live = true;
    getRegisterSetting()
      .then((s) => {
        const r = ruleOf(s.validate, 'password');
        if (live && r) setRule({ ...r, enabled: true, required: true });
      })
      .catch(() => null);
    return () => {
      live = false;
    };
  }, []);
  return rule;
}
