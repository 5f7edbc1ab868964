import type { Context } from 'hono';
import type { AppEnv } from '../context/deps';
import { ok } from '../context/errors';

/** A member's answer: per member and changing any moment, so never stored on the way. */
export const reply = <T>(c: Context, value: T) => {
  c.header('Cache-Control', 'no-store');
  return c.json(ok(value), 200);
};

/** The signed-in member's account (behind requireSession). */
export const who = (c: Context<AppEnv>) => c.get('session').accountId;
