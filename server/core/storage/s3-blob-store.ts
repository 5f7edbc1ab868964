import { createHash, createHmac } from 'node:crypto';
import type { BlobStore } from './blob-store';
import { assertBlobKey } from './blob-store';

/**
 * An S3-compatible bucket as the upload store (AWS S3, MinIO, R2, ...), addressed path-style
 * (`<endpoint>/<bucket>/<key>`), every request signed with AWS Signature Version 4 by hand: three
 * calls (PUT, GET, DELETE object) did not justify an SDK of several megabytes (decision 037).
 */
export type S3Settings = {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
};

const sha256Hex = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding as SigV4 wants it (encodeURIComponent leaves !'()* alone). */
const encode = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** `20130524T000000Z` */
export const amzDate = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

export type SignInput = {
  method: string;
  url: URL;
  /** Every header to sign, host and x-amz-date and x-amz-content-sha256 included. */
  headers: Record<string, string>;
  payloadHash: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  service?: string;
};

/** The Authorization header of AWS Signature Version 4 (header-based). */
export function signV4(i: SignInput): string {
  const service = i.service ?? 's3';
  const stamp = i.headers['x-amz-date'];
  if (!stamp) throw new Error('x-amz-date must be signed');
  const day = stamp.slice(0, 8);
  const path = i.url.pathname
    .split('/')
    .map((part) => encode(decodeURIComponent(part)))
    .join('/');
  const query = [...i.url.searchParams]
    .map(([k, v]) => [encode(k), encode(v)] as const)
    .sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : 1) : a < b ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const names = Object.keys(i.headers)
    .map((h) => h.toLowerCase())
    .sort();
  const lower = Object.fromEntries(Object.entries(i.headers).map(([k, v]) => [k.toLowerCase(), v]));
  const canonicalHeaders = names.map((h) => `${h}:${lower[h]!.trim().replace(/\s+/g, ' ')}\n`).join('');
  const signedHeaders = names.join(';');
  const canonical = [i.method, path, query, canonicalHeaders, signedHeaders, i.payloadHash].join('\n');
  const scope = `${day}/${i.region}/${service}/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', stamp, scope, sha256Hex(canonical)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${i.secretAccessKey}`, day), i.region), service), 'aws4_request');
  const signature = createHmac('sha256', key).update(toSign).digest('hex');
  return `AWS4-HMAC-SHA256 Credential=${i.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
}

export function s3BlobStore(s: S3Settings, now: () => Date = () => new Date()): BlobStore {
  const base = s.endpoint.replace(/\/+$/, '');

  async function send(method: 'PUT' | 'GET' | 'DELETE', key: string, body?: Buffer, contentType?: string) {
    assertBlobKey(key);
    const url = new URL(`${base}/${encode(s.bucket)}/${key}`);
    const payloadHash = sha256Hex(body ?? '');
    const headers: Record<string, string> = {
      host: url.host,
      'x-amz-date': amzDate(now()),
      'x-amz-content-sha256': payloadHash,
      ...(contentType ? { 'content-type': contentType } : {}),
    };
    const authorization = signV4({ method, url, headers, payloadHash, ...s });
    const { host: _host, ...sent } = headers;
    return fetch(url, {
      method,
      headers: { ...sent, authorization },
      ...(body ? { body: new Uint8Array(body) } : {}),
      signal: AbortSignal.timeout(30_000),
    });
  }

  const fail = async (what: string, res: Response) =>
    new Error(`S3 ${what} answered ${res.status}: ${(await res.text()).slice(0, 200)}`);

  return {
    async put(key, bytes, contentType) {
      const res = await send('PUT', key, Buffer.from(bytes), contentType);
      if (!res.ok) throw await fail(`PUT ${key}`, res);
    },
    async get(key) {
      const res = await send('GET', key);
      if (res.status === 404) return null;
      if (!res.ok) throw await fail(`GET ${key}`, res);
      const contentType = res.headers.get('content-type') ?? 'application/octet-stream';
      return { bytes: Buffer.from(await res.arrayBuffer()), contentType };
    },
    async delete(key) {
      const res = await send('DELETE', key);
      if (!res.ok && res.status !== 404) throw await fail(`DELETE ${key}`, res);
    },
  };
}
