import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { createTestDatabase } from '../../../tests/helpers/test-db';
import { loadConfig } from '../context/config';
import { createBlobStore, newBlobKey, type BlobStore } from './blob-store';
import { signV4 } from './s3-blob-store';

const credentials = { accessKeyId: 'TESTKEY', secretAccessKey: 'test-secret-key', region: 'eu-test-1' };

/**
 * A tiny S3-compatible server (the outside world of this test): path-style PUT, GET and DELETE of
 * objects, refusing any request whose SigV4 signature or payload hash does not match.
 */
function fakeS3() {
  const objects = new Map<string, { body: Buffer; type: string }>();
  const seen: string[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const url = new URL(req.url!, `http://${req.headers.host}`);
      const auth = req.headers.authorization ?? '';
      const signed = /SignedHeaders=([^,]+)/.exec(auth)?.[1]?.split(';') ?? [];
      const headers = Object.fromEntries(signed.map((h) => [h, String(req.headers[h] ?? '')]));
      const hash = createHash('sha256').update(body).digest('hex');
      const expected = signV4({ method: req.method!, url, headers, payloadHash: hash, ...credentials });
      seen.push(`${req.method} ${url.pathname}`);
      if (auth !== expected || req.headers['x-amz-content-sha256'] !== hash) {
        res.writeHead(403).end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
        return;
      }
      const key = url.pathname;
      if (req.method === 'PUT') {
        objects.set(key, { body, type: String(req.headers['content-type']) });
        res.writeHead(200).end();
      } else if (req.method === 'GET') {
        const o = objects.get(key);
        if (!o) res.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>');
        else res.writeHead(200, { 'content-type': o.type }).end(o.body);
      } else if (req.method === 'DELETE') {
        objects.delete(key);
        res.writeHead(204).end();
      } else res.writeHead(405).end();
    });
  });
  return { server, objects, seen };
}

async function roundTrip(store: BlobStore) {
  const key = newBlobKey('feedback', 'image/png');
  expect(key).toMatch(/^feedback\/[0-9a-f]{32}\.png$/);
  const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 255, 1]);
  expect(await store.get(key)).toBeNull();
  await store.put(key, bytes, 'image/png');
  const got = await store.get(key);
  expect(got?.contentType).toBe('image/png');
  expect(new Uint8Array(got!.bytes)).toEqual(bytes);
  await store.put(key, new Uint8Array([0xff, 0xd8, 0xff]), 'image/jpeg');
  expect((await store.get(key))?.contentType).toBe('image/jpeg');
  await store.delete(key);
  await store.delete(key);
  expect(await store.get(key)).toBeNull();
  await expect(store.put('../etc/passwd', bytes, 'image/png')).rejects.toThrow(/invalid upload key/);
}

let database: Database;
let s3: ReturnType<typeof fakeS3>;
let endpoint: string;
beforeAll(async () => {
  database = await createTestDatabase({ seeded: false });
  s3 = fakeS3();
  await new Promise<void>((resolve) => s3.server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(s3.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => s3.server.close(resolve));
  await database.close();
});

describe('upload store', () => {
  it('PostgreSQL (default): round trip, replace, delete; a second node on the database reads it', async () => {
    const store = createBlobStore(loadConfig({}).uploads, database.db);
    await roundTrip(store);
    const key = newBlobKey('withdrawal-proofs', 'image/jpeg');
    await store.put(key, new Uint8Array([0xff, 0xd8, 0xff, 7]), 'image/jpeg');
    const otherNode = createBlobStore({ kind: 'postgres' }, database.db);
    expect((await otherNode.get(key))?.bytes.length).toBe(4);
  });

  it('S3-compatible (UPLOADS_STORE=s3): signed path-style calls, round trip, delete', async () => {
    const config = loadConfig({
      UPLOADS_STORE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: 'uploads',
      S3_REGION: credentials.region,
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    });
    const store = createBlobStore(config.uploads, database.db);
    await roundTrip(store);
    expect(s3.seen.every((line) => / \/uploads\/feedback\/[0-9a-f]{32}\.png$/.test(line))).toBe(true);
    expect(s3.objects.size).toBe(0);
  });

  it('S3 with a wrong secret fails loudly instead of losing the image', async () => {
    const store = createBlobStore(
      { kind: 's3', endpoint, bucket: 'uploads', ...credentials, secretAccessKey: 'wrong' },
      database.db,
    );
    await expect(
      store.put(newBlobKey('feedback', 'image/png'), new Uint8Array([1]), 'image/png'),
    ).rejects.toThrow(/S3 PUT .* answered 403/);
  });

  it('UPLOADS_STORE=s3 without its settings stops the start with their names', () => {
    expect(() => loadConfig({ UPLOADS_STORE: 's3', S3_BUCKET: 'uploads' })).toThrow(
      /S3_ENDPOINT: required when UPLOADS_STORE=s3[\s\S]*S3_SECRET_ACCESS_KEY/,
    );
  });
});
