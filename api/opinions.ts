import { type ApiScope, type CallSpec, request } from './client.ts';
import type { NewOpinionPayload, UsefulVotePayload } from './opinions.payloads.ts';

/**
 * Customer opinions service (`opinions`, ours: seed 000 §2 names the opinions list but the seeds name
 * no call; every line is an interpretation, api/README.md). Reading is public; writing and voting
 * carry the bearer.
 */
export const opinionCalls = {
  list: { method: 'GET', path: 'v1/opinions', query: ['model'], adds: ['country'] },
  create: { method: 'POST', path: 'v1/opinions', bearer: true, adds: ['country'] },
  vote: { method: 'POST', path: 'v1/opinions/{opinionId}/useful', bearer: true },
} as const satisfies Record<string, CallSpec>;

/** A rating of the seed's scale (seed 000 §3): 1 very bad, 2 bad, 3 regular, 4 good, 5 very good. */
export type Rating = 1 | 2 | 3 | 4 | 5;

/** An opinion as the service answers it. */
export interface Opinion {
  id: string;
  /** The model's code. */
  model: string;
  rating: Rating;
  text: string;
  /** The author's first name only. */
  author: string;
  /** When it was written, ISO date (YYYY-MM-DD). */
  createdAt: string;
  /** Since when the author owns the car, ISO date: the new-customer mark (seed 001 §9) reads it. */
  ownedSince: string;
  /** How many users found it useful. */
  useful: number;
}

/** Every opinion on a model in the market's country (`GET v1/opinions?model=`), in no set order. */
export function listOpinions(scope: ApiScope, model: string, signal?: AbortSignal): Promise<Opinion[]> {
  return request<Opinion[]>(scope, 'opinions', opinionCalls.list, { query: { model }, signal });
}

/**
 * Publishes the signed-in owner's opinion (`POST v1/opinions`, bearer). The service names the author
 * by the profile's first name and dates the ownership from the garage; 403 when the user owns no car
 * of the model, 409 when they already gave their opinion on it.
 */
export function createOpinion(scope: ApiScope, json: NewOpinionPayload): Promise<Opinion> {
  return request<Opinion>(scope, 'opinions', opinionCalls.create, { json });
}

/**
 * Marks an opinion useful for the signed-in user (`POST v1/opinions/{id}/useful`, bearer): answers
 * the opinion with its new count; 409 when this user had already marked it.
 */
export function voteUseful(scope: ApiScope, opinionId: string): Promise<Opinion> {
  const json: UsefulVotePayload = { useful: true };
  return request<Opinion>(scope, 'opinions', opinionCalls.vote, { params: { opinionId }, json });
}
