import type { ApiScope } from '../../api/client.ts';
import { SERVICE_KEYS } from '../../api/services.ts';
import { SANDBOX_BASE } from '../page.ts';

/** An API scope with every service on the test sandbox (tests only). */
export function sandboxScope(
  brand: ApiScope['brand'] = 'jeep',
  market: ApiScope['market'] = 'pt-BR',
): ApiScope {
  return {
    services: Object.fromEntries(SERVICE_KEYS.map((key) => [key, `${SANDBOX_BASE}/${key}/`])),
    authCookie: 'hub_token',
    brand,
    market,
    country: market === 'es-AR' ? 'AR' : 'BR',
  };
}
