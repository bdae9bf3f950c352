/*
 * One error family (STYLE convention 5, after GOV.UK Frontend's `errors/index.mjs`): every error the
 * widgets raise on purpose is a HubError with an explicit `name` (minifiers rename classes), a
 * machine-readable `code` and, when the widget is known, its tag at the start of the message.
 */

/** Options every member of the family takes. */
export interface HubErrorOptions {
  /** Machine-readable code, e.g. `invalid-attribute`, `timeout`, `denied`. */
  code: string;
  /** The widget's tag, when known: it starts the message. */
  widget?: string | undefined;
  /** The error that led to this one. */
  cause?: unknown;
}

/** Base of every error the widgets raise on purpose. */
export class HubError extends Error {
  override name = 'HubError';
  /** Machine-readable code. */
  readonly code: string;
  /** The widget's tag, when known. */
  readonly widget: string | undefined;

  constructor(message: string, { code, widget, cause }: HubErrorOptions) {
    super(widget ? `${widget}: ${message}` : message, cause === undefined ? undefined : { cause });
    this.code = code;
    this.widget = widget;
  }
}

/** What is wrong with a widget's configuration (CONTRACT §1). */
export type ConfigErrorCode =
  | 'unknown-brand'
  | 'unknown-market'
  | 'unknown-skin'
  | 'invalid-attribute'
  | 'invalid-setting'
  | 'missing-service'
  | 'crash';

/** One configuration problem: its code, the attribute, meta or service it is about, the bad value. */
export interface ConfigIssue {
  code: ConfigErrorCode;
  /** The offending attribute (`model-code`), meta (`hub:setting:location-ttl`), service key or tag. */
  field: string;
  /** The value found, as written. */
  value: string;
}

/**
 * A widget was configured wrongly: an unknown brand, a malformed attribute or page setting, a missing
 * service. The widget shows it as the localised configuration message and fires `hub-error` with its
 * code; a component that finds a configuration problem only it can judge may throw one while
 * rendering, with the same result.
 */
export class ConfigError extends HubError {
  override name = 'ConfigError';
  declare readonly code: ConfigErrorCode;
  /** The offending attribute, meta, service key or tag. */
  readonly field: string;
  /** The value found, as written. */
  readonly value: string;

  constructor(widget: string, { code, field, value }: ConfigIssue) {
    super(`${code} ${field}${value ? ` “${value}”` : ''}`, { code, widget });
    this.field = field;
    this.value = value;
  }
}

/** Kinds of service failure (seed 001 §8: timeout, network error, bad request, bad response, canceled). */
export type ServiceErrorKind = 'timeout' | 'network' | 'bad-request' | 'bad-response' | 'canceled';

/** What a service failure tells beyond its kind: a rate limit's wait, the browser being offline. */
export interface ServiceFailureDetails {
  /** Seconds the service asked to wait (`Retry-After` of a 429). */
  retryAfter?: number | undefined;
  /** The browser was offline when the call failed (`navigator.onLine === false`). */
  offline?: boolean;
}

/**
 * A call to a service failed; `code` is its kind. Never carries the request's headers (they may hold
 * the bearer token).
 */
export class ServiceError extends HubError {
  override name = 'ServiceError';
  declare readonly code: ServiceErrorKind;
  readonly kind: ServiceErrorKind;
  readonly service: string;
  readonly status: number | undefined;
  /** The response body when the service sent one (e.g. validation details). */
  readonly body: unknown;
  /** Seconds the service asked to wait before another try (a 429's `Retry-After`). */
  readonly retryAfter: number | undefined;
  /** The browser was offline when the call failed. */
  readonly offline: boolean;

  constructor(
    service: string,
    kind: ServiceErrorKind,
    message: string,
    status?: number,
    body?: unknown,
    details: ServiceFailureDetails = {},
  ) {
    super(`${service}: ${message}`, { code: kind });
    this.kind = kind;
    this.service = service;
    this.status = status;
    this.body = body;
    this.retryAfter = details.retryAfter;
    this.offline = details.offline ?? false;
  }
}

/** The seconds to wait before trying again when the service limited the rate (429 with `Retry-After`). */
export function rateLimitWait(failure: unknown): number | undefined {
  return failure instanceof ServiceError && failure.status === 429 ? failure.retryAfter : undefined;
}

/** Whether a call failed because the browser is offline. */
export function isOffline(failure: unknown): boolean {
  return failure instanceof ServiceError && failure.offline;
}

/** The kind a failure event reports (`hub-submit-error`'s `code`): a service failure's kind, else 'unknown'. */
export function failureKind(failure: unknown): ServiceErrorKind | 'unknown' {
  return failure instanceof ServiceError ? failure.kind : 'unknown';
}

/** Whether a failure means the sign-in is gone: a bogus or expired token, refused with 401. */
export function isUnauthorized(failure: unknown): boolean {
  return failure instanceof ServiceError && failure.status === 401;
}

/** Whether a failure is the service refusing the user's roles the call (403; api/README.md "Roles"). */
export function isForbidden(failure: unknown): boolean {
  return failure instanceof ServiceError && failure.status === 403;
}

/**
 * Passes a service call on, reporting a refused sign-in (401) through `onUnauthorized` first (the
 * widget then asks to sign in again); the failure goes on as usual.
 */
export function reportingUnauthorized<T>(call: Promise<T>, onUnauthorized: () => void): Promise<T> {
  return call.catch((failure: unknown) => {
    if (isUnauthorized(failure)) onUnauthorized();
    throw failure;
  });
}

/** A call refused before sending; the message is the seed's guard ('Params is required'). */
export class GuardError extends HubError {
  override name = 'GuardError';

  constructor(message: string) {
    super(message, { code: 'guard' });
  }
}

/**
 * A service answered with a success status but refused the request in its body (WhatsApp
 * `success: false` → 'Erro on SubmitIntent', a quotation save code 001–006). The message is the
 * seed's; `code` is the service's refusal code, or `refused` when it gives none.
 */
export class ServiceRefusal extends HubError {
  override name = 'ServiceRefusal';
  readonly service: string;

  constructor(service: string, message: string, code?: string) {
    super(message, { code: code ?? 'refused' });
    this.service = service;
  }
}
