import type { Deps } from '../../core/context/deps';
import { AppError } from '../../core/context/errors';
import { DeliveryError } from '../../core/context/ports';
import { CODE_MINUTES, issueCode, type CodePurpose } from './codes';
import type { Limits } from '../../core/limits/limits';
import { codeSms, type Phone } from './phone';

/** The SMS did not go out: say so (the caller may retry) without details of the gateway. */
export function deliveryFailed(err: unknown): never {
  if (err instanceof DeliveryError) throw new AppError('DELIVERY_FAILED', `${err.channel} ${err.reason}`);
  throw err;
}

/**
 * Throttle, issue and send a code to a phone. With `deliver: false` (no account behind a number
 * that must not be revealed) only the throttle runs. With `await: false` the SMS leaves in the
 * background so the answer's timing does not depend on the gateway; failures are logged.
 */
export async function sendPhoneCode(
  deps: Deps,
  limits: Limits,
  opts: {
    purpose: CodePurpose;
    phone: Phone;
    ip: string;
    deliver: boolean;
    await: boolean;
    /** Where the code is filed, when not the phone as entered (e.g. bound to an account too). */
    target?: string;
  },
): Promise<{ expiredMinutes: number }> {
  await limits.send(opts.phone.e164, opts.ip);
  if (!opts.deliver) return { expiredMinutes: CODE_MINUTES };
  const { code, expiredMinutes } = await issueCode(
    deps.db,
    opts.purpose,
    opts.target ?? opts.phone.codeTarget,
  );
  const sending = deps.sms.send({ to: opts.phone.e164, text: codeSms(code, expiredMinutes) });
  if (opts.await) await sending.catch(deliveryFailed);
  else
    sending.catch((err: unknown) =>
      deps.log.warn({ purpose: opts.purpose, reason: (err as DeliveryError).reason }, 'code SMS not sent'),
    );
  return { expiredMinutes };
}
