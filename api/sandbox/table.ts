import { type HttpHandler, HttpResponse, http } from 'msw';
import * as v from 'valibot';
import { BRANDS } from '../../core/brands.ts';
import { MARKETS } from '../../core/markets.ts';
import type { CallSpec, ScopeParam } from '../client.ts';
import { mayCall } from '../roles.ts';
import type { ServiceKey } from '../services.ts';
import { type SandboxUser, userForToken } from './data/users.ts';
import { invalid, serve } from './respond.ts';

/** What a sandbox call handler sees: the request, read and checked against its table line. */
export interface Ctx {
  request: Request;
  params: Record<string, string>;
  query: URLSearchParams;
  /** The JSON body (after the line's schema, when it has one). */
  // biome-ignore lint/suspicious/noExplicitAny: handlers read loosely validated JSON
  body: any;
  /** The multipart body of a `multipart` call. */
  form: FormData | null;
  /** The user of the bearer (or cookie) token; null on public calls. */
  user: SandboxUser | null;
  /** E-mail and password of a basic credential. */
  basic: { email: string; password: string } | null;
  brand: string;
  market: string;
  country: 'BR' | 'AR';
}

/** A call handler: returns the answer's JSON, a Response, or undefined for 204. */
export type Resolve = (ctx: Ctx) => unknown;

/** A call handler with the schema its JSON body must pass (422 otherwise). */
export interface Rule {
  schema?: v.GenericSchema;
  /** Schema of the multipart text parts and files (422 otherwise). */
  form?: v.GenericSchema;
  resolve: Resolve;
}

/** One handler per line of a service table: a table without a handler for every call does not compile. */
export type Rules<T> = { [K in keyof T]: Resolve | Rule };

/** A JSON error answer like the real services give. */
export const fail = (status: number, message: string) => HttpResponse.json({ message }, { status });

/** 404 answer. */
export const notFound = (what = 'Not found') => fail(404, what);

/** Removes the first record matching `test`: 204, or 404 with `what` when there is none. */
export function deleted<T>(list: T[], test: (record: T) => boolean, what = 'Not found') {
  const index = list.findIndex(test);
  if (index < 0) return notFound(what);
  list.splice(index, 1);
  return undefined;
}

/** A page of a list as the services page it: `page` (from 0) and `size` from the query. */
export function paged<T>(ctx: { query: URLSearchParams }, list: T[], defaultSize = 20) {
  const page = Number(ctx.query.get('page') ?? 0);
  const size = Number(ctx.query.get('size') ?? defaultSize);
  return { content: list.slice(page * size, (page + 1) * size), page, size, totalElements: list.length };
}

/** 201 answer with the created record. */
export const created = (record: object) => HttpResponse.json(record, { status: 201 });

const LANGUAGES = new Set(['pt-BR', 'es-AR']);

function scopeProblem(name: ScopeParam, value: string | null): string | null {
  if (!value) return `${name === 'BRAND' ? 'brand' : name} is required`;
  if (name === 'brand' && !(BRANDS as readonly string[]).includes(value)) return 'unknown brand';
  if (name === 'BRAND' && (value !== value.toUpperCase() || !BRANDS.some((b) => b.toUpperCase() === value)))
    return 'brand must be upper-case';
  if (name === 'market' && !(MARKETS as readonly string[]).includes(value)) return 'unknown market';
  if (name === 'country' && value !== 'BR' && value !== 'AR') return 'unknown country';
  if (name === 'language' && !LANGUAGES.has(value)) return 'unknown language';
  return null;
}

function basicOf(header: string): Ctx['basic'] {
  const match = /^Basic (\S+)$/.exec(header);
  if (!match) return null;
  try {
    const text = new TextDecoder().decode(Uint8Array.from(atob(match[1] as string), (c) => c.charCodeAt(0)));
    const index = text.indexOf(':');
    return index > 0 ? { email: text.slice(0, index), password: text.slice(index + 1) } : null;
  } catch {
    return null;
  }
}

function contextOf(request: Request, params: Record<string, string>, query: URLSearchParams) {
  const brand = (
    query.get('brand') ??
    request.headers.get('brand') ??
    request.headers.get('x-hub-context') ??
    params.brand ??
    'fiat'
  ).toLowerCase();
  const language = request.headers.get('accept-language');
  const market =
    query.get('market') ??
    params.market ??
    (language && LANGUAGES.has(language) ? language : null) ??
    (query.get('country') === 'AR' ? 'es-AR' : 'pt-BR');
  const country = (query.get('country') ?? (market === 'es-AR' ? 'AR' : 'BR')) as 'BR' | 'AR';
  return { brand, market, country };
}

/** Checks what the table line says about auth, headers and query; the refusal, or null. */
function refusal(spec: CallSpec, request: Request, query: URLSearchParams, ctx: Ctx): Response | null {
  const authorization = request.headers.get('authorization') ?? '';
  const rules = spec.headers ?? [];
  if (spec.basic && !ctx.basic) return fail(401, 'Basic credentials required');
  if (rules.includes('cookie-authorization') && !ctx.user) return fail(401, 'Unauthorized');
  if (spec.bearer && !/^Bearer \S+$/.test(authorization)) return fail(401, 'Unauthorized');
  if (spec.bearer && !ctx.user) return fail(401, 'Invalid token');
  if (spec.roles && !mayCall(ctx.user?.roles ?? ['customer'], spec.roles)) return fail(403, 'Forbidden');
  for (const rule of rules) {
    if (rule === 'brand' || rule === 'BRAND') {
      const problem = scopeProblem(rule, request.headers.get('brand'));
      if (problem) return fail(400, `brand header: ${problem}`);
    }
    if (rule === 'x-hub-context' && scopeProblem('brand', request.headers.get('x-hub-context')))
      return fail(400, 'x-hub-context must name the brand');
    if (rule === 'accept-language' && !LANGUAGES.has(request.headers.get('accept-language') ?? ''))
      return fail(400, 'language header required');
  }
  for (const name of spec.adds ?? []) {
    const problem = scopeProblem(name, query.get(name === 'BRAND' ? 'brand' : name));
    if (problem) return fail(400, problem);
  }
  for (const name of spec.query ?? []) {
    if (!name.endsWith('?') && !query.get(name)) return fail(400, 'Params is required');
  }
  return null;
}

async function readJson(request: Request): Promise<{ body?: unknown; error?: Response }> {
  const text = await request.clone().text();
  if (!text) return {};
  if (!(request.headers.get('content-type') ?? '').includes('json'))
    return { error: fail(415, 'Content-Type must be application/json') };
  try {
    return { body: JSON.parse(text) };
  } catch {
    return { error: fail(400, 'Malformed JSON') };
  }
}

const issues = (list: v.BaseIssue<unknown>[]) =>
  invalid(list.map((issue) => ({ field: v.getDotPath(issue) ?? '', message: issue.message })));

async function readBody(spec: CallSpec, rule: Rule, request: Request, ctx: Ctx): Promise<Response | null> {
  if (spec.method === 'GET' || spec.method === 'DELETE') return null;
  if (spec.body === 'multipart') {
    if (!(request.headers.get('content-type') ?? '').includes('multipart/form-data'))
      return fail(400, 'multipart/form-data body expected');
    ctx.form = await request.clone().formData();
    if (rule.form) {
      const parts = Object.fromEntries([...ctx.form.keys()].map((k) => [k, ctx.form?.getAll(k)]));
      const result = v.safeParse(rule.form, parts);
      if (!result.success) return issues(result.issues);
    }
    return null;
  }
  const { body, error } = await readJson(request);
  if (error) return error;
  ctx.body = body;
  if (!rule.schema) return null;
  const result = v.safeParse(rule.schema, body);
  if (!result.success)
    return body === undefined ? fail(400, 'No body content provided.') : issues(result.issues);
  ctx.body = result.output;
  return null;
}

function answer(result: unknown): Response {
  if (result instanceof Response) return result;
  if (result === undefined) return new HttpResponse(null, { status: 204 });
  return HttpResponse.json(result as object);
}

const paramCount = (spec: CallSpec) => (spec.path.match(/\{/g) ?? []).length;

/**
 * The msw handlers of a service table: one per line, at `*\/<service>/<path>` (`{x}` → `:x`), fixed
 * paths before parameterised ones. Each checks what its line declares — bearer (401), basic
 * credential, the user's roles (403), headers and scope params (400), required query ('Params is required', 400), body kind,
 * JSON (400 malformed) and the line's schema (422) — then runs the line's handler. Every answer
 * names the line in `x-sandbox-call` ('GET v1/owned').
 */
export function tableHandlers<T extends Record<string, CallSpec>>(
  service: ServiceKey,
  calls: T,
  rules: Rules<T>,
): HttpHandler[] {
  const lines = Object.entries(calls).sort(([, a], [, b]) => paramCount(a) - paramCount(b));
  return lines.map(([name, spec]) => {
    const given = rules[name as keyof T];
    const rule: Rule = typeof given === 'function' ? { resolve: given } : given;
    const pattern = `*/${service}/${spec.path.replace(/\{(\w+)\}/g, ':$1')}`;
    const method = spec.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
    return http[method](
      pattern,
      serve(service, async ({ request, params }) => {
        const query = new URL(request.url).searchParams;
        const named = Object.fromEntries(Object.entries(params).map(([k, val]) => [k, String(val)]));
        const authorization = request.headers.get('authorization') ?? '';
        const ctx: Ctx = {
          request,
          params: named,
          query,
          body: undefined,
          form: null,
          user: authorization ? userForToken(authorization) : null,
          basic: basicOf(authorization),
          ...contextOf(request, named, query),
        };
        const refused = refusal(spec, request, query, ctx) ?? (await readBody(spec, rule, request, ctx));
        const response = refused ?? answer(await rule.resolve(ctx));
        response.headers.set('x-sandbox-call', `${spec.method} ${spec.path}`);
        return response;
      }),
    );
  });
}
