import { SecondStepMethod } from '../../../contract/accounts/schemas';
import type { SecurityOverview } from '../../../contract/security/schemas';
import { maskEmail, maskPhone } from '../../core/members/phone';
import type { SecurityRow } from '../accounts';

export function toOverview(row: SecurityRow): SecurityOverview {
  const method = SecondStepMethod.safeParse(row.secondStepMethod);
  return {
    hasPaymentPassword: row.paymentPasswordHash !== null,
    totpBound: row.totpSecret !== null,
    mobile: maskPhone(row.countryDialingCode, row.mobileNum),
    email: maskEmail(row.email),
    payeeBound: !!row.payeeName?.trim(),
    secondStepMethod: method.success ? method.data : ('email' satisfies SecondStepMethod),
  };
}

/** Whether a second-step method has something bound to check against. */
export function methodBound(row: SecurityRow, method: SecondStepMethod): boolean {
  switch (method) {
    case 'sms':
      return !!row.mobileNum;
    case 'email':
      return !!row.email;
    case 'totp':
      return row.totpSecret !== null;
    case 'payee':
      return !!row.payeeName?.trim();
  }
}
