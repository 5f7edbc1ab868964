import pino from 'pino';
import { DrizzleQueryError } from 'drizzle-orm';

/** Keys whose values never reach a log line, wherever they appear in a logged object. */
const SECRET_KEYS = [
  'password',
  'newPassword',
  'oldPassword',
  'confirmPassword',
  'confirmNewPassword',
  'paymentPassword',
  'token',
  /** A staff login's ticket between its password and its code, and an admin-made one-time password. */
  'ticket',
  'oneTimePassword',
  'authorization',
  'x-operator-key',
  'cookie',
  'verificationCode',
  'captcha',
  'secret',
  'url',
  'databaseUrl',
];

export type Logger = pino.Logger;

/** Fields of a PostgreSQL error that name things (SQLSTATE, table, constraint), never values. */
const PG_FIELDS = [
  'code',
  'severity',
  'constraint',
  'table',
  'column',
  'schema',
  'dataType',
  'routine',
] as const;

/** Quoted parts of a message ('invalid input syntax for type uuid: "…"') may be values: masked. */
const maskQuoted = (message: string) => message.replace(/"[^"]*"|'[^']*'/g, '"…"');

/**
 * An error as it may be logged: its kind, its message with quoted parts masked, its stack frames
 * (not the stack's first lines, which repeat the message) and its causes, likewise. A failed
 * query keeps its SQL (placeholders, no values) and the count of its parameters, never their
 * values: those are the member's password hash, e-mail, bank account... A PostgreSQL error keeps
 * its SQLSTATE and the names of what it concerns, never its `detail` ("Failing row contains
 * (...)", "Key (email)=(...)") nor `where`. Wired as pino's `err` serializer.
 */
export function errorForLog(err: unknown, depth = 0): unknown {
  if (!(err instanceof Error)) return typeof err === 'string' ? maskQuoted(err) : typeof err;
  const out: Record<string, unknown> = { type: err.name };
  if (err instanceof DrizzleQueryError) {
    out.query = err.query;
    out.params = `[${err.params.length} redacted]`;
  } else {
    out.message = maskQuoted(err.message);
  }
  const fields = err as unknown as Record<string, unknown>;
  for (const f of PG_FIELDS) if (typeof fields[f] === 'string') out[f] = fields[f];
  out.stack = (err.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
  if (err.cause !== undefined && depth < 4) out.cause = errorForLog(err.cause, depth + 1);
  return out;
}

export function createLogger(level: pino.LevelWithSilent, destination?: pino.DestinationStream): Logger {
  const paths = SECRET_KEYS.flatMap((k) => [k, `*.${k}`, `*.*.${k}`, `req.headers.${k}`]);
  const serializers = { err: errorForLog, error: errorForLog };
  return pino({ level, redact: { paths, censor: '[redacted]' }, base: undefined, serializers }, destination);
}

/** Remove credentials from a connection string before it is shown anywhere. */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '[unparseable url]';
  }
}
