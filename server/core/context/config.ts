import path from 'node:path';
import { z } from 'zod';
import type { TrustProxy } from '../http/client-ip';
import { IpOrCidr } from '../limits/ip-rules';
import type { BlobStoreSettings } from '../storage/blob-store';

/**
 * TRUST_PROXY: off (unset, 0, false, no), a number of proxy hops in front of us (1, true and yes
 * mean one), or a comma-separated list of the proxies' addresses / CIDR ranges.
 */
const TrustProxyEnv = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
  z.union([
    z.enum(['', '0', 'false', 'no']).transform((): TrustProxy => false),
    z.enum(['true', 'yes']).transform((): TrustProxy => ({ hops: 1 })),
    z
      .string()
      .regex(/^\d+$/)
      .transform(Number)
      .pipe(z.number().int().min(1).max(20))
      .transform((hops): TrustProxy => ({ hops })),
    z
      .string()
      .transform((s) => s.split(',').map((part) => part.trim()))
      .pipe(z.array(IpOrCidr).min(1))
      .transform((cidrs): TrustProxy => ({ cidrs })),
  ]),
);

const Bool = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', ''])
  .transform((v) => v === '1' || v === 'true' || v === 'yes');

/** An optional variable; set but empty counts as unset. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

/**
 * Seamless win limits by default: the house games' top payout (the slot's three sevens, 300x the
 * stake; baccarat pays at most 9x, the lottery 19x) and 300x the largest house stake per round.
 * A unit test holds them against the engines' tables.
 */
export const WIN_LIMIT_DEFAULTS = { multiple: 300, perRound: 3_000_000_000n } as const;

const Env = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  /** Loopback by default: exposing the server is a deliberate choice (HOST=0.0.0.0). */
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Which reverse proxies may tell us the visitor IP (X-Forwarded-For). Off unless behind one. */
  TRUST_PROXY: TrustProxyEnv.default(false),
  /** Where the built PWA lives. */
  DIST_DIR: z.string().min(1).default('./dist'),
  /**
   * `production` for a deployment: real senders are required (ALLOW_DEV_SENDERS), the demo
   * gateway is off (DEMO_PAYMENTS). Unset is development: `npm start` as a demo on one machine.
   */
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** smtp://user:pass@host:587 (or smtps://...:465). Unset: e-mails are printed to the log. */
  SMTP_URL: optional(
    z
      .string()
      .url()
      .refine((u) => /^smtps?:$/.test(new URL(u).protocol), 'must be smtp:// or smtps://'),
  ),
  MAIL_FROM: z.string().min(3).default('Lobby <no-reply@localhost>'),
  /** HTTP SMS gateway: POST {to, text} with a bearer token. Unset: SMS are printed to the log. */
  SMS_GATEWAY_URL: optional(
    z
      .string()
      .url()
      .refine((u) => /^https?:$/.test(new URL(u).protocol), 'must be http:// or https://'),
  ),
  SMS_GATEWAY_TOKEN: optional(z.string().min(1)),
  /** The site's public origin for links in e-mails (https://lobby.example). Unset: the request's. */
  PUBLIC_URL: optional(
    z
      .string()
      .url()
      .transform((u) => new URL(u).origin),
  ),
  /**
   * HMAC-SHA256 key of the house game provider's seamless-wallet calls (32+ characters). Unset:
   * one is generated per DATA_DIR and kept in DATA_DIR/secrets/house-provider-secret (tests: a
   * random one per process). Several app nodes on one database must share it: set it.
   */
  HOUSE_PROVIDER_SECRET: optional(z.string().min(32)),
  /** The house provider's previous key during a rotation: still accepted on verify, never used to sign. */
  HOUSE_PROVIDER_SECRET_PREVIOUS: optional(z.string().min(32)),
  /**
   * HMAC-SHA256 key of the demo payment gateway's callbacks and pay pages (32+ characters), its
   * own: unset, one is generated per DATA_DIR (DATA_DIR/secrets/demo-gateway-secret).
   */
  DEMO_GATEWAY_SECRET: optional(z.string().min(32)),
  /** The demo gateway's previous key during a rotation: still accepted on verify. */
  DEMO_GATEWAY_SECRET_PREVIOUS: optional(z.string().min(32)),
  /** The demo payment gateway (a fake bank that pays on a button). Unset: on in development only. */
  DEMO_PAYMENTS: optional(Bool),
  /** In production, print e-mails and SMS (reset links, codes) to the log when no sender is set. */
  ALLOW_DEV_SENDERS: Bool.default(false),
  /** A seamless win (all wins of one bet) may be at most this many times its bet (slot top prize: 300). */
  MAX_WIN_MULTIPLE: z.coerce.number().int().min(1).max(1_000_000).default(WIN_LIMIT_DEFAULTS.multiple),
  /** All wins of one round (every bet of the player in it) at most this many minor units. */
  MAX_WIN_PER_ROUND: z
    .string()
    .regex(/^[1-9][0-9]{0,17}$/, 'whole minor units')
    .transform((v) => BigInt(v))
    .default(WIN_LIMIT_DEFAULTS.perRound),
  /**
   * 32 bytes as 64 hex digits: encrypts secrets kept in the database (TOTP seeds). Unset: one is
   * generated per DATA_DIR in DATA_DIR/secrets/data-key. Several app nodes must share it: set it.
   */
  DATA_ENCRYPTION_KEY: optional(z.string().regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hex digits')),
  /**
   * Where uploaded images live (decision 037): postgres (default, the `blobs` table: every node on
   * the database reads them) or s3 (an S3-compatible bucket, path-style; the S3_* settings below).
   */
  UPLOADS_STORE: z.enum(['postgres', 's3']).default('postgres'),
  /** The bucket's endpoint, e.g. https://s3.eu-central-1.amazonaws.com or http://minio:9000. */
  S3_ENDPOINT: optional(
    z
      .string()
      .url()
      .refine((u) => /^https?:$/.test(new URL(u).protocol), 'must be http:// or https://'),
  ),
  S3_BUCKET: optional(z.string().regex(/^[a-z0-9][a-z0-9.-]{1,62}$/, 'an S3 bucket name')),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: optional(z.string().min(1)),
  S3_SECRET_ACCESS_KEY: optional(z.string().min(1)),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  logLevel: z.infer<typeof Env>['LOG_LEVEL'];
  trustProxy: TrustProxy;
  distDir: string;
  env: z.infer<typeof Env>['NODE_ENV'];
  smtpUrl: string | undefined;
  mailFrom: string;
  smsGatewayUrl: string | undefined;
  smsGatewayToken: string | undefined;
  publicUrl: string | undefined;
  houseProviderSecret: string | undefined;
  houseProviderSecretPrevious: string | undefined;
  demoGatewaySecret: string | undefined;
  demoGatewaySecretPrevious: string | undefined;
  demoPayments: boolean;
  allowDevSenders: boolean;
  maxWinMultiple: number;
  maxWinPerRound: bigint;
  dataEncryptionKey: string | undefined;
  uploads: BlobStoreSettings;
};

/** Parse the environment once at boot; a bad value stops the process with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = Env.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.SMS_GATEWAY_URL && !e.SMS_GATEWAY_TOKEN)
    throw new Error('Invalid environment:\n  SMS_GATEWAY_TOKEN: required when SMS_GATEWAY_URL is set');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    distDir: path.resolve(e.DIST_DIR),
    env: e.NODE_ENV,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    smsGatewayUrl: e.SMS_GATEWAY_URL,
    smsGatewayToken: e.SMS_GATEWAY_TOKEN,
    publicUrl: e.PUBLIC_URL,
    houseProviderSecret: e.HOUSE_PROVIDER_SECRET,
    houseProviderSecretPrevious: e.HOUSE_PROVIDER_SECRET_PREVIOUS,
    demoGatewaySecret: e.DEMO_GATEWAY_SECRET,
    demoGatewaySecretPrevious: e.DEMO_GATEWAY_SECRET_PREVIOUS,
    demoPayments: e.DEMO_PAYMENTS ?? e.NODE_ENV === 'development',
    allowDevSenders: e.ALLOW_DEV_SENDERS,
    maxWinMultiple: e.MAX_WIN_MULTIPLE,
    maxWinPerRound: e.MAX_WIN_PER_ROUND,
    dataEncryptionKey: e.DATA_ENCRYPTION_KEY,
    uploads: uploadsSettings(e),
  };
}

function uploadsSettings(e: z.infer<typeof Env>): BlobStoreSettings {
  if (e.UPLOADS_STORE === 'postgres') return { kind: 'postgres' };
  const missing = (['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter(
    (name) => !e[name],
  );
  if (missing.length > 0)
    throw new Error(
      `Invalid environment:\n${missing.map((m) => `  ${m}: required when UPLOADS_STORE=s3`).join('\n')}`,
    );
  return {
    kind: 's3',
    endpoint: e.S3_ENDPOINT!,
    bucket: e.S3_BUCKET!,
    region: e.S3_REGION,
    accessKeyId: e.S3_ACCESS_KEY_ID!,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
  };
}
