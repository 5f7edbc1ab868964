import pino from 'pino';

/** Keys whose values never reach a log line, wherever they appear in a logged object. */
const SECRET_KEYS = [
  'password',
  'newPassword',
  'oldPassword',
  'confirmPassword',
  'confirmNewPassword',
  'paymentPassword',
  'token',
  'authorization',
  'cookie',
  'verificationCode',
  'captcha',
  'secret',
  'url',
  'databaseUrl',
];

export type Logger = pino.Logger;

export function createLogger(level: pino.LevelWithSilent): Logger {
  const paths = SECRET_KEYS.flatMap((k) => [k, `*.${k}`, `*.*.${k}`, `req.headers.${k}`]);
  return pino({ level, redact: { paths, censor: '[redacted]' }, base: undefined });
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
