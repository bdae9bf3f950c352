import { useMemo } from 'react';
import { useWidget } from '../../core/WidgetContext.tsx';
import type { CarState } from './store/CarState.ts';
import { useConfiguredCarState } from './useConfiguredCarState.ts';

/** The car being financed: what a simulation needs (seed 000 §3 "Financing simulation input"). */
export interface FinancedCar {
  mvs: string;
  year: number;
  price: number;
  colorCode: string;
  partIds: string[];
  /** The model's versions at their list prices, when the configurator gives them (version comparator). */
  versions?: FinancedVersion[];
}

/** One version of the model, for the version comparator. */
export interface FinancedVersion {
  mvs: string;
  year: number;
  price: number;
  name: string;
}

/** The car attributes of hub-financing. */
export interface CarAttributes {
  mvs?: string | undefined;
  year?: number | undefined;
  price?: number | undefined;
  colorCode?: string | undefined;
  parts?: string[] | undefined;
}

/** A configured car as a financed car (its total with optionals, colour…), or null without an mvs. */
export function carFromStore(car: CarState): FinancedCar | null {
  if (!car.mvs) return null;
  return {
    mvs: car.mvs.code,
    year: car.mvs.year,
    price: car.totals.total,
    colorCode: car.color?.code ?? '',
    partIds: car.parts.map((p) => String(p.id)),
    // The versions of the car's model only (the configurator may list the brand's whole line-up).
    versions: car.groupedMvs
      .filter((m) => m.price > 0 && m.modelCode === car.mvs?.modelCode)
      .map((m) => ({
        mvs: m.code,
        year: m.year,
        price: m.price,
        name: [m.versionName, m.engine].filter(Boolean).join(' ') || m.code,
      })),
  };
}

/** The attributes as a financed car, or null when mvs, year or price is missing. */
export function carFromAttributes(a: CarAttributes): FinancedCar | null {
  if (!a.mvs || !a.year || !a.price || a.price <= 0) return null;
  return { mvs: a.mvs, year: a.year, price: a.price, colorCode: a.colorCode ?? '', partIds: a.parts ?? [] };
}

/**
 * The car to finance: the `mvs` attribute wins (an author who sets it means that car); otherwise the
 * configured car of the widget's brand (`useConfiguredCarState`): this page's configurator's, followed
 * live as it changes, else the one a configurator saved on another page of the site while valid.
 */
export function useFinancedCar(a: CarAttributes): FinancedCar | null {
  const { context } = useWidget();
  const configured = useConfiguredCarState(context.brand);
  // The same car object while nothing changed, so what depends on it (a simulation) is not redone.
  const fromStore = useMemo(() => (configured ? carFromStore(configured) : null), [configured]);
  const { mvs, year, price, colorCode, parts } = a;
  const fromAttributes = useMemo(
    () => carFromAttributes({ mvs, year, price, colorCode, parts }),
    [mvs, year, price, colorCode, parts],
  );
  return mvs ? fromAttributes : fromStore;
}
