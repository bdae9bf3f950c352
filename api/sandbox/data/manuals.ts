import type { Manual } from '../../manuals.ts';
import { modelsOf } from './catalog.ts';
import { BRAND_LABELS } from './dealer-vocabulary.ts';

const WORDING = {
  BR: { language: 'pt-BR', owner: 'Manual do proprietário' },
  AR: { language: 'es-AR', owner: 'Manual del propietario' },
} as const;

/**
 * The owner's manuals the sandbox starts with: one per model of every brand in each country, named
 * in the country's language (Portuguese in Brazil, Spanish in Argentina) with the model year; every
 * fourth model's is expired (valid until mid 2025) and every fifth inactive, as a service keeps them.
 * Brazilian ids are `MAN-<model code>`, Argentine ones `MAN-AR-<model code>`.
 */
export function initialManuals(): Manual[] {
  return Object.keys(BRAND_LABELS).flatMap((brand) =>
    (['BR', 'AR'] as const).flatMap((country) =>
      modelsOf(brand, country).map((model, i): Manual => {
        const expired = i % 4 === 3;
        const year = expired ? 2025 : 2026;
        const { language, owner } = WORDING[country];
        const folder = country === 'AR' ? `${brand}/ar` : brand;
        return {
          id: country === 'AR' ? `MAN-AR-${model.modelCode}` : `MAN-${model.modelCode}`,
          brand,
          modelCode: model.modelCode,
          name: `${owner} ${model.modelName} ${year}`,
          path: `https://manuals.example.com/${folder}/${model.modelCode}-${year}.pdf`,
          validityStart: `${year}-01-01`,
          validityEnd: expired ? '2025-06-30' : '2027-12-31',
          status: i % 5 === 4 ? 'INACTIVE' : 'ACTIVE',
          language,
        };
      }),
    ),
  );
}
