import type {
  IncomingHttpHeaders,
  IncomingMessage,
  RequestListener,
  Server,
  ServerResponse,
} from 'node:http';
import type { Deps } from '../context/deps';
import { normaliseIp } from './client-ip';
import { errorReply, toAppError } from './error-reply';
import { runChecks, type Check, type PipelineRequest } from './pipeline';

/**
 * What the lanes before Hono share (decisions 067, 077, 096): a lane is a transport. It takes the
 * calls it knows on the raw Node request, runs the request pipeline on them (pipeline.ts) as
 * app.ts does, then the route's own handler, and answers a failure with the one error mapper
 * (error-reply.ts). Every other call, and one the pipeline's head refuses or doubts, goes
 * untouched to what the server already answered with: the app answers it its own way.
 */
export type Lane = { handle(req: IncomingMessage, res: ServerResponse, toApp: () => void): boolean };

/** The app's body limit on /wps (app.ts): a lane takes no larger body than the app would. */
export const WPS_MAX_BODY = 64 * 1024;

/**
 * A body a lane can read as the app would: JSON of a declared length within the /wps limit, not
 * chunked. Any other body goes to the app, which answers it (or refuses it) its own way.
 */
export function hasLaneBody(h: IncomingHttpHeaders): boolean {
  if (h['transfer-encoding'] !== undefined || h['content-type'] !== 'application/json') return false;
  const length = Number(h['content-length']);
  return length > 0 && length <= WPS_MAX_BODY;
}

/** Puts the lane in front of whatever `server` already answers with, without that code knowing of it. */
export function putLaneFirst(server: Server, lane: Lane): Server {
  const rest = server.listeners('request') as RequestListener[];
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const toApp = () => {
      for (const listener of rest) listener(req, res);
    };
    if (!lane.handle(req, res, toApp)) toApp();
  });
  return server;
}

const decoder = new TextDecoder();

/** The body as text (as `Request.text()` decodes it), or undefined when the request was cut. */
export function readBody(req: IncomingMessage): Promise<string | undefined> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(decoder.decode(Buffer.concat(chunks))));
    req.on('error', () => resolve(undefined));
    req.on('close', () => {
      if (!req.complete) resolve(undefined);
    });
  });
}

/** Malformed JSON is the call's to refuse (BAD_REQUEST), as in the app's guard. */
export function parseJsonOrUndefined(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** A lane's request as the pipeline's record (its checks fill in the id, the address and the headers). */
function laneRequest(req: IncomingMessage): PipelineRequest {
  const url = req.url ?? '';
  const q = url.indexOf('?');
  return {
    method: req.method ?? '',
    path: q < 0 ? url : url.slice(0, q),
    url,
    headers: req.headers,
    peer: normaliseIp(req.socket.remoteAddress ?? '0.0.0.0'),
    encrypted: (req.socket as { encrypted?: boolean }).encrypted === true,
    id: '',
    ip: '',
    answer: {},
  };
}

/**
 * The pipeline's head on `req`: its record when every check passed, else undefined (a refusal,
 * or a check that failed): the lane then hands the request, its body unread, to the app.
 */
export async function passHead(
  checks: readonly Check[],
  deps: Deps,
  req: IncomingMessage,
): Promise<PipelineRequest | undefined> {
  const r = laneRequest(req);
  const verdict = await runChecks(checks, 'head', deps, r).catch(() => r);
  return verdict ? undefined : r;
}

/**
 * The body read and parsed onto `r`, then the pipeline's body checks (a refusal is thrown): the
 * body's text, or undefined when the caller went away.
 */
export async function passBody(
  checks: readonly Check[],
  deps: Deps,
  req: IncomingMessage,
  r: PipelineRequest,
) {
  const raw = await readBody(req);
  if (raw === undefined) return undefined; // the caller went away: nothing was done
  r.body = parseJsonOrUndefined(raw);
  const refusal = await runChecks(checks, 'body', deps, r);
  if (refusal) throw refusal;
  return raw;
}

/** A JSON answer with the headers the pipeline added, as the app's chain and reply() send it. */
export function sendJson(
  res: ServerResponse,
  r: PipelineRequest,
  status: number,
  body: unknown,
  retryAfter?: number,
) {
  const bytes = Buffer.from(JSON.stringify(body));
  res.writeHead(status, {
    ...r.answer,
    'Cache-Control': 'no-store',
    'Content-Type': 'application/json',
    ...(retryAfter ? { 'Retry-After': String(retryAfter) } : {}),
    'Content-Length': bytes.byteLength,
  });
  res.end(bytes);
}

/** Any failure, through the one error mapper, as app.ts's onError answers it. */
export function sendFailure(res: ServerResponse, r: PipelineRequest, deps: Deps, err: unknown) {
  const reply = errorReply(toAppError(err, deps, r.id));
  sendJson(res, r, reply.status, reply.body, reply.retryAfter);
}
