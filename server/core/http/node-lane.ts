import type {
  IncomingHttpHeaders,
  IncomingMessage,
  RequestListener,
  Server,
  ServerResponse,
} from 'node:http';
import { securityHeaders } from './security-headers';

/**
 * What the lanes before Hono share (decisions 067, 077): a lane answers the calls it knows on the
 * raw Node request and hands every other one, untouched, to what the server already answered with.
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

/** The headers the app's middleware puts on a /wps JSON answer, for a lane to answer with the same. */
export const LANE_HEADERS = {
  ...Object.fromEntries(securityHeaders),
  'Cache-Control': 'no-store',
  'Content-Type': 'application/json',
  Vary: 'Origin',
};

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
