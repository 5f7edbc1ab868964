import { ErrorEnvelope } from '../../../contract/envelope';
import { verificationCalls as calls } from '../../../contract/verification/calls';
import type { Deps } from '../../core/context/deps';
import { ok } from '../../core/context/errors';
import { createRouter, errorResponses, jsonContent, route } from '../../core/http/openapi';
import type { CodePurpose } from './codes';
import { createLimits } from '../../core/limits/limits';
import { findAccountByPhone, parsePhone } from './phone';
import { sendPhoneCode } from './send-phone-code';
import { padTo } from './timing';

const tags = ['verification'];
/** Answers about numbers that may have no account take at least this long (no enumeration by timing). */
export const PHONE_ANSWER_MS = 300;

const doc = (summary: string) => ({
  tags,
  summary,
  answer: 'Code sent (or, for a number without an account, the same answer)',
  errors: codeErrors,
});
const codeErrors = {
  429: jsonContent(ErrorEnvelope, 'TOO_MANY_REQUESTS: once per second, 5 per 5 minutes (Retry-After)'),
  502: jsonContent(ErrorEnvelope, 'DELIVERY_FAILED: the SMS gateway did not take the message'),
  ...errorResponses,
};

export function verificationRoutes(deps: Deps) {
  const limits = createLimits(deps.pool);
  const app = createRouter();

  app.openapi(route(calls.register, doc('SMS code for registration (purpose register)')), async (c) => {
    const body = c.req.valid('json');
    const phone = parsePhone(body.countryDialingCode, body.mobileNo, 'mobileNo');
    const value = await sendPhoneCode(deps, limits, {
      purpose: 'register',
      phone,
      ip: c.get('ip'),
      deliver: true,
      await: true,
    });
    c.header('Cache-Control', 'no-store');
    return c.json(ok(value), 200);
  });

  // Codes for an existing account's phone: the answer is the same whether or not one exists.
  // calls.login has the same schemas as calls.reset.
  const forAccount = (call: typeof calls.reset, purpose: CodePurpose, summary: string) =>
    app.openapi(route(call, doc(summary)), async (c) => {
      const started = performance.now();
      const body = c.req.valid('json');
      const phone = parsePhone(body.countryDialingCode, body.mobileNum, 'mobileNum');
      const account = await findAccountByPhone(deps.db, phone);
      const value = await sendPhoneCode(deps, limits, {
        purpose,
        phone,
        ip: c.get('ip'),
        deliver: account !== undefined,
        await: false,
      });
      await padTo(started, PHONE_ANSWER_MS);
      c.header('Cache-Control', 'no-store');
      return c.json(ok(value), 200);
    });

  forAccount(
    calls.reset,
    'noLogin',
    'SMS code for password reset by phone (purpose noLogin); sent only to a number with an account',
  );
  forAccount(
    calls.login,
    'smsLogin',
    'SMS code for SMS login (purpose smsLogin); sent only to a number with an account',
  );

  return app;
}
