import { countryOf, VERSIONS } from '../api/sandbox/data/catalog.ts';
import { accessoriesOf, coatingsOf, colorsOf, itemsOf, type SandboxPart } from '../api/sandbox/data/parts.ts';
import { deleteCookie, setCookie } from '../core/cookies.ts';
import { hubStore } from '../core/store.ts';
import { emptyCar, withTotals } from '../domain/car/store/CarState.ts';
import { carStorageKey, writeStoredCar } from '../domain/car/store/persistence.ts';
import { reloadLocationAtom, type SharedLocation, writeLocation } from '../domain/location/location.ts';

const FOUR_HOURS = 14_400_000;

/** The Fiat Argo, the model the configurator stories configure. */
export const ARGO = VERSIONS.filter((version) => version.brand === 'fiat' && version.modelName === 'Argo');

const CAMPINAS: SharedLocation = {
  countryCode: 'BR',
  stateCode: 'SP',
  cityName: 'Campinas',
  cityCode: '3509502',
  influenceAreas: [],
  regionals: [],
};
const CORDOBA: SharedLocation = {
  countryCode: 'AR',
  stateCode: 'X',
  cityName: 'Córdoba',
  cityCode: '140014',
  influenceAreas: [],
  regionals: [],
};

/** What a story starts from: the page location, a stored car of the Argo, sign-in, an image template. */
export interface ConfiguratorSetup {
  market?: 'pt-BR' | 'es-AR';
  location?: boolean;
  /** Codes of the Argo's optionals and accessories already chosen; with `color` and `coating` codes. */
  parts?: string[];
  color?: string;
  coating?: string;
  signedIn?: boolean;
  imageTemplate?: string;
}

const toPart = (part: SandboxPart) => ({
  ...part,
  behaviour: part.behavior,
  selectionType: 'check' as const,
});

function setMeta(name: string, content: string | null) {
  document.head.querySelector(`meta[name="${name}"]`)?.remove();
  if (content === null) return;
  const meta = document.createElement('meta');
  meta.name = name;
  meta.content = content;
  document.head.append(meta);
}

/** A story `beforeEach` putting the page in that state, and undoing it afterwards. */
export function configuratorSetup(setup: ConfiguratorSetup = {}) {
  return () => {
    const market = setup.market ?? 'pt-BR';
    const country = countryOf(market);
    const location = setup.location === false ? null : country === 'AR' ? CORDOBA : CAMPINAS;
    localStorage.removeItem(carStorageKey('fiat'));
    writeLocation(location, FOUR_HOURS);
    hubStore.set(reloadLocationAtom);
    if (setup.signedIn) setCookie('hub_token', 'sandbox-token-ana', 3600);
    setMeta('hub:setting:car-image-url', setup.imageTemplate ?? null);
    const version = ARGO[0];
    if (setup.parts && version && location) {
      const { years, price, ...rest } = version;
      const all = [...itemsOf(version, country), ...accessoriesOf(version, country)];
      const color = colorsOf(version, country).find((c) => c.code === setup.color);
      const coating = coatingsOf(version, country).find((c) => c.code === setup.coating);
      const car = withTotals({
        ...emptyCar('fiat'),
        mvs: {
          ...rest,
          code: version.mvsCode,
          year: years.at(-1) ?? 2026,
          price: price[country] ?? 0,
          chassis: '',
          plateNumber: '',
        },
        location,
        parts: all.filter((part) => setup.parts?.includes(part.code)).map(toPart),
        color: color
          ? {
              ...color,
              primaryColor: `#${color.primaryColor}`,
              secondaryColor: color.secondaryColor ? `#${color.secondaryColor}` : undefined,
              rgb: color.rgb,
              secondaryRgb: color.secondaryRgb ?? undefined,
            }
          : null,
        coating: coating
          ? { id: coating.id, code: coating.code, name: coating.name, price: coating.price }
          : null,
      });
      writeStoredCar(car, Date.now(), Date.now());
    }
    return () => {
      localStorage.removeItem(carStorageKey('fiat'));
      writeLocation(null, 0);
      hubStore.set(reloadLocationAtom);
      deleteCookie('hub_token');
      setMeta('hub:setting:car-image-url', null);
    };
  };
}
