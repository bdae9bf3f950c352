import { VERSIONS, versionByMvs } from './catalog.ts';
import { DEALERS } from './dealers.ts';
import type { Country } from './geo.ts';
import type { SandboxCar } from './vehicles.ts';

const pad = (n: number) => String(n).padStart(2, '0');
const numberOf = (car: SandboxCar) => Number(car.id.replace(/\D/g, '')) || 1;

/** The dealer that sold and delivered a car: one of its brand in its country, fixed per car. */
export function sellingDealerOf(car: SandboxCar) {
  const dealers = DEALERS.filter((d) => d.brand === car.brand && d.country === car.country);
  const list = dealers.length ? dealers : DEALERS.filter((d) => d.country === car.country);
  return list[numberOf(car) % list.length] ?? null;
}

/** The day a car was delivered (in its model year, fixed per car) and its invoice issued (5 days earlier). */
export function deliveryOf(car: SandboxCar): { deliveredAt: string; issuedAt: string } {
  const n = numberOf(car);
  const month = 1 + (n % 12);
  const dayOfMonth = 6 + (n % 20);
  return {
    deliveredAt: `${car.year}-${pad(month)}-${pad(dayOfMonth)}`,
    issuedAt: `${car.year}-${pad(month)}-${pad(dayOfMonth - 5)}`,
  };
}

/** The price the car was invoiced at: its version's list price in its country. */
export const invoicedPriceOf = (car: SandboxCar) => versionByMvs(car.mvsCode)?.price[car.country] ?? null;

/** The flawless-delivery checklist, in the car's country's language. */
export const FLAWLESS_CHECKLIST: Record<Country, string[]> = {
  BR: [
    'Documentação conferida',
    'Manual do proprietário',
    'Chave reserva',
    'Apresentação técnica do veículo',
  ],
  AR: [
    'Documentación verificada',
    'Manual del propietario',
    'Llave de repuesto',
    'Presentación técnica del vehículo',
  ],
};

/** What a model's warranty covers, by country. */
const COVERAGE: Record<Country, string[]> = {
  BR: ['Motor e câmbio', 'Sistema elétrico', 'Suspensão e direção', 'Pintura e corrosão'],
  AR: ['Motor y caja', 'Sistema eléctrico', 'Suspensión y dirección', 'Pintura y corrosión'],
};

/** The warranty of a model code (any brand): 3 years, unlimited km in Brazil, 100,000 km in Argentina. */
export function warrantyOf(modelCode: string | null, country: Country) {
  const version = VERSIONS.find((v) => v.modelCode === modelCode);
  if (!version) return null;
  return {
    modelCode: version.modelCode,
    modelName: version.modelName,
    years: 3,
    km: country === 'AR' ? 100_000 : null,
    coverage: COVERAGE[country],
    extendedAvailable: true,
  };
}

/** The Mopar offers of a brand in a country: services for every model and one accessory for the first. */
export function moparServicesOf(brand: string, country: Country, modelCodes: string[]) {
  const ar = country === 'AR';
  const first = modelCodes.slice(0, 1);
  return [
    {
      id: `MOP-${brand}-1`,
      type: 'SERVICE',
      kind: 'FIXED_PRICE',
      title: ar ? 'Service Mopar a precio fijo' : 'Revisão Mopar com preço fixo',
      price: ar ? 186_000 : 599,
      modelCodes,
    },
    {
      id: `MOP-${brand}-2`,
      type: 'SERVICE',
      kind: 'FIXED_PRICE',
      title: ar ? 'Cambio de aceite y filtro Mopar' : 'Troca de óleo e filtro Mopar',
      price: ar ? 98_000 : 389,
      modelCodes,
    },
    {
      id: `MOP-${brand}-3`,
      type: 'ACCESSORY',
      kind: 'COUPON',
      title: ar ? 'Cupón 15% en accesorios' : 'Cupom 15% em acessórios',
      discountPercent: 15,
      modelCodes,
    },
    {
      id: `MOP-${brand}-4`,
      type: 'ACCESSORY',
      kind: 'FIXED_PRICE',
      title: ar ? 'Kit de alfombras de goma' : 'Jogo de tapetes de borracha',
      price: ar ? 145_000 : 459,
      modelCodes: first,
    },
  ];
}
