import { call } from './api';

/**
 * Calls whose body is not JSON, used only by screens loaded later: here and not in `api.ts`, so
 * they are not part of the lobby's first download (decision 041).
 */

/** POST as application/x-www-form-urlencoded (the forgot-password e-mail call of spec section 7). */
export function apiSendForm<T>(path: string, fields: Record<string, string>): Promise<T> {
  return call<T>((client) => client(path, { method: 'POST', body: new URLSearchParams(fields) }));
}

/** A file as the raw request body (proof and application images): the server reads its type from the bytes. */
export function apiUpload<T>(path: string, file: Blob): Promise<T> {
  const headers = { 'content-type': file.type || 'application/octet-stream' };
  return call<T>((client) => client(path, { method: 'POST', body: file, headers }));
}
