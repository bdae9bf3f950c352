import type { IncomingMessage, ServerResponse } from 'node:http';
import { getResponse } from 'msw';
import { handlers } from './handlers.ts';
import { STALLED_HEADER } from './respond.ts';

async function readRequest(req: IncomingMessage, origin: string): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(key, value);
    else if (Array.isArray(value)) headers.set(key, value.join(', '));
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD' && chunks.length > 0;
  return new Request(new URL(req.url ?? '/', origin), {
    method: req.method ?? 'GET',
    headers,
    body: hasBody ? Buffer.concat(chunks) : undefined,
  });
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET,POST,PUT,PATCH,DELETE,OPTIONS',
  'access-control-allow-headers':
    'authorization,content-type,client_id,client_secret,x-hub-context,brand,accept-language,invited-by,referrer,idempotency-key',
  'access-control-expose-headers': 'x-sandbox-call,content-disposition',
  'access-control-max-age': '600',
};

/**
 * Node middleware answering sandbox requests with the msw handlers (for the demo server and
 * `npm run sandbox`). Requests no handler answers go to `next`, or get a 404 without one.
 */
export function sandboxMiddleware(origin: string, { cors = false } = {}) {
  return async (req: IncomingMessage, res: ServerResponse, next?: () => void) => {
    if (cors && req.method === 'OPTIONS') {
      res.writeHead(204, CORS);
      res.end();
      return;
    }
    const request = await readRequest(req, origin);
    const response = await getResponse(handlers, request);
    if (!response) {
      if (next) return next();
      res.writeHead(404, { 'content-type': 'application/json', ...(cors ? CORS : {}) });
      res.end(JSON.stringify({ message: 'No sandbox handler for this call' }));
      return;
    }
    const headers: Record<string, string> = cors ? { ...CORS } : {};
    response.headers.forEach((value, key) => {
      headers[key] = value;
    });
    res.writeHead(response.status, headers);
    // An injected 'headers then silence': the headers go now, the body never does.
    if (response.headers.has(STALLED_HEADER)) res.flushHeaders();
    res.end(Buffer.from(await response.arrayBuffer()));
  };
}
