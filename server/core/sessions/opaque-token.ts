import { createHash, randomBytes } from 'node:crypto';

/**
 * A bearer token the server hands out once (session, login challenge, reset link, launch token,
 * demo wallet): 256 random bits as base64url, 43 characters, safe in URLs and headers.
 */
export const newOpaqueToken = (): string => randomBytes(32).toString('base64url');

/**
 * What is stored in place of the token (lowercase SHA-256 hex), so a database leak yields no usable
 * token. A plain hash is enough: the token carries 256 random bits, nothing to guess. Changing the
 * format would invalidate every stored session, challenge, reset link and launch token.
 */
export const hashOpaqueToken = (token: string): string => createHash('sha256').update(token).digest('hex');
