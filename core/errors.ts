/** Kinds of service failure (seed 001 §8: timeout, network error, bad request, bad response, canceled). */
export type ServiceErrorKind = 'timeout' | 'network' | 'bad-request' | 'bad-response' | 'canceled';

/** A widget was configured wrongly: an unknown brand, a malformed attribute, a missing service. */
export class ConfigError extends Error {
  override name = 'ConfigError';
  /** Machine-readable code, e.g. `invalid-attribute`. */
  readonly code: string;
  /** The offending attribute or meta name, if any. */
  readonly field: string | undefined;

  constructor(widget: string, code: string, message: string, field?: string) {
    super(`${widget}: ${message}`);
    this.code = code;
    this.field = field;
  }
}

/** A call to a service failed. Never carries the request's headers (they may hold the bearer token). */
export class ServiceError extends Error {
  override name = 'ServiceError';
  readonly kind: ServiceErrorKind;
  readonly service: string;
  readonly status: number | undefined;
  /** The response body when the service sent one (e.g. validation details). */
  readonly body: unknown;

  constructor(service: string, kind: ServiceErrorKind, message: string, status?: number, body?: unknown) {
    super(`${service}: ${message}`);
    this.kind = kind;
    this.service = service;
    this.status = status;
    this.body = body;
  }
}

/** A call refused before sending (seed guards such as 'Params is required'). */
export class GuardError extends Error {
  override name = 'GuardError';
}

/**
 * A service answered with a success status but refused the request in its body (WhatsApp
 * `success: false` → 'Erro on SubmitIntent', a quotation save code 001–006). The message is the seed's.
 */
export class ServiceRefusal extends Error {
  override name = 'ServiceRefusal';
  readonly service: string;
  /** The service's refusal code, when it gives one ('001' … '006'). */
  readonly code: string | undefined;

  constructor(service: string, message: string, code?: string) {
    super(message);
    this.service = service;
    this.code = code;
  }
}
