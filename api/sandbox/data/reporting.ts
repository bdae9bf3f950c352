import { BRANDS } from '../../../core/brands.ts';
import type { ReportProduct } from '../../reporting.ts';
import { modelsOf } from './catalog.ts';

/** Why a dealer looks at a report, per market (the same ids in both languages). */
export const REPORT_REASONS: Record<'pt-BR' | 'es-AR', string[]> = {
  'pt-BR': ['Preço', 'Prazo de entrega', 'Condição de pagamento', 'Atendimento', 'Comprou outra marca'],
  'es-AR': ['Precio', 'Plazo de entrega', 'Condición de pago', 'Atención', 'Compró otra marca'],
};

/** The products every brand reports on (Mopar's names are the same in both countries). */
const PRODUCTS: [name: string, category: string][] = [
  ['Mopar Vehicle Protection 36 meses', 'WARRANTY'],
  ['Mopar Connect', 'CONNECTIVITY'],
  ['Mopar Flex Care', 'MAINTENANCE'],
  ['Mopar Wrap', 'ACCESSORY'],
];

/** A sandbox product: the answer's fields and its brand. */
export type SandboxProduct = ReportProduct & { brand: string };

/**
 * Each brand's products (PRD-1… : Fiat first), fitting its models of both countries: protection and
 * connectivity every model, care and wrap every other.
 */
export function initialProducts(): SandboxProduct[] {
  const products: SandboxProduct[] = [];
  for (const brand of BRANDS) {
    const codes = [...new Set([...modelsOf(brand, 'BR'), ...modelsOf(brand, 'AR')].map((m) => m.modelCode))];
    PRODUCTS.forEach(([name, category], i) => {
      products.push({
        id: `PRD-${products.length + 1}`,
        brand,
        name,
        category,
        modelCodes: i < 2 ? codes : codes.filter((_, n) => n % 2 === 0),
      });
    });
  }
  return products;
}
