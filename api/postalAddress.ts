import { ServiceError } from '../core/errors.ts';
import type { ApiScope } from './client.ts';
import { request } from './client.ts';
import { locationCalls, type Place } from './location.ts';

/** An address found by postal code: the place it is in and, when known, street and neighbourhood. */
export interface PostalAddress extends Place {
  postalCode: string;
  street: string;
  neighborhood: string;
}

type AnyAddress = Record<string, string | undefined>;

function normalize(answer: AnyAddress | null | undefined, cep: string): PostalAddress | null {
  if (!answer || answer.erro) return null;
  const stateCode = answer.stateCode ?? answer.uf ?? '';
  const cityName = answer.cityName ?? answer.localidade ?? answer.cidade ?? '';
  if (!stateCode || !cityName) return null;
  return {
    postalCode: cep,
    street: answer.street ?? answer.logradouro ?? '',
    neighborhood: answer.neighborhood ?? answer.bairro ?? '',
    stateCode,
    cityName,
    cityCode: answer.cityCode ?? answer.ibge ?? '',
  };
}

const POSTAL_SOURCES = [locationCalls.correios, locationCalls.viacep, locationCalls.cep] as const;

/**
 * Address of a Brazilian postal code through cep/correios, then cep/viacep, then cep/{cep} (hyphen
 * removed), each tried when the one before fails or finds nothing. `null` when none knows it (the
 * seed's 'CEP NÃO ENCONTRADO'); throws the last failure when every source failed without a 4xx answer.
 */
export async function findPostalAddress(scope: ApiScope, postalCode: string): Promise<PostalAddress | null> {
  const cep = postalCode.replace(/\D/g, '');
  let failure: unknown = null;
  let notFound = false;
  for (const spec of POSTAL_SOURCES) {
    try {
      const found = normalize(await request<AnyAddress>(scope, 'location', spec, { params: { cep } }), cep);
      if (found) return found;
      notFound = true;
    } catch (error) {
      if (error instanceof ServiceError && error.kind === 'bad-request') notFound = true;
      else failure = error;
    }
  }
  if (notFound || !failure) return null;
  throw failure;
}
