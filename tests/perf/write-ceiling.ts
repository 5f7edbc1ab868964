/**
 * The machine's own ceiling for the bet path, as pgbench would measure it (the embedded
 * PostgreSQL ships no pgbench): `clients` connections write bet + win rounds with the same
 * durability as the seamless wallet, on scratch tables of the same database, for `seconds`.
 *
 * A round is what the app's round commits, in the fewest round trips: per call, one transaction
 * that writes the nonce and claims the provider id in one statement (as the app does since
 * decision 047), moves the money with a conditional debit and writes both entries with their
 * balance after (4 round trips, 3 for a zero win). That is 7-8 round trips and 2 WAL flushes a
 * round, where the app sends 11-13 (see docs/performance.md): the ratio of the two rates is what
 * the remaining round trips cost, the rest is the disk and the CPU the machine has.
 */
import pg from 'pg';

const SHARDS = 16;

export async function writeCeiling(url: string, opts: { clients: number; seconds: number }) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const schema = `ceiling_${process.pid}`;
  await admin.query(`
    CREATE SCHEMA ${schema};
    CREATE TABLE ${schema}.nonces (nonce text PRIMARY KEY, seen_at timestamptz NOT NULL DEFAULT now());
    CREATE TABLE ${schema}.claims (id text PRIMARY KEY, kind text NOT NULL, response jsonb);
    CREATE TABLE ${schema}.accounts (id int PRIMARY KEY, balance bigint NOT NULL);
    CREATE TABLE ${schema}.transactions (id bigserial PRIMARY KEY, key text UNIQUE NOT NULL);
    CREATE TABLE ${schema}.entries (transaction_id bigint NOT NULL, account_id int NOT NULL,
                                    amount bigint NOT NULL, balance_after bigint NOT NULL);
    INSERT INTO ${schema}.accounts SELECT g, 1000000000000 FROM generate_series(1, ${opts.clients + SHARDS}) g;`);
  const clients = await Promise.all(
    Array.from({ length: opts.clients }, async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      return c;
    }),
  );
  // One money movement: wallet `w` by `amount`, the house shard by its opposite, both entries.
  const move = `
    WITH t AS (INSERT INTO ${schema}.transactions (key) VALUES ($1) RETURNING id),
    m AS (UPDATE ${schema}.accounts SET balance = balance + $3 WHERE id = $2 AND balance + $3 >= 0 RETURNING balance),
    s AS (UPDATE ${schema}.accounts SET balance = balance - $3 WHERE id = $4 AND EXISTS (SELECT 1 FROM m) RETURNING balance)
    INSERT INTO ${schema}.entries SELECT t.id, $2, $3, m.balance FROM t, m
    UNION ALL SELECT t.id, $4, -$3::bigint, s.balance FROM t, s`;
  let rounds = 0;
  const until = Date.now() + opts.seconds * 1000;
  try {
    await Promise.all(
      clients.map(async (c, w) => {
        const wallet = SHARDS + 1 + w;
        const house = (w % SHARDS) + 1;
        const call = async (id: string, kind: string, amount: number) => {
          await c.query('BEGIN');
          await c.query(
            `WITH n AS (INSERT INTO ${schema}.nonces (nonce) VALUES ($3))
             INSERT INTO ${schema}.claims (id, kind) VALUES ($1, $2)`,
            [id, kind, `n-${id}`],
          );
          if (amount !== 0) await c.query(move, [`t-${id}`, wallet, amount, house]);
          await c.query('COMMIT');
        };
        for (let n = 0; Date.now() < until; n++) {
          await call(`b-${w}-${n}`, 'bet', -100);
          await call(`w-${w}-${n}`, 'win', n % 2 ? 0 : 190);
          rounds++;
        }
      }),
    );
  } finally {
    await Promise.all(clients.map((c) => c.end()));
    await admin.query(`DROP SCHEMA ${schema} CASCADE`);
    await admin.end();
  }
  return { roundsPerSecond: rounds / opts.seconds };
}
