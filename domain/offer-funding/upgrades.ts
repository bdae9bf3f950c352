import { type CatalogVersion, getSuggestion, type UpgradeSuggestion } from '../../api/catalog.ts';
import type { ApiScope } from '../../api/client.ts';
import { simulateFinancing } from '../../api/funding.ts';
import { carOfVersion, colorOf, type FundedCar, type FundingParams, simulationInputOf } from './fundedCar.ts';

/** The most versions above a car the upgrade modal walks (the catalogue's setups chain them one by one). */
export const MAX_UPGRADES = 6;

/** A version above the car on screen, with what it costs more in price and in installment. */
export interface UpgradeOption {
  car: FundedCar;
  versionName: string;
  priceDifference: number;
  /** The upgrade's installment for the same entrance and term; absent when it could not be simulated. */
  installment?: number;
  installmentDifference?: number;
}

/**
 * The versions above `mvsCode`, lowest first, following the catalogue's upgrade suggestions (each
 * setup leads from a version to the next one of the same model) until there is none, a loop, or
 * {@link MAX_UPGRADES}.
 */
export async function versionsAbove(
  mvsCode: string,
  suggest: (mvsCode: string) => Promise<UpgradeSuggestion | null>,
): Promise<CatalogVersion[]> {
  const seen = new Set([mvsCode]);
  const above: CatalogVersion[] = [];
  let from = mvsCode;
  while (above.length < MAX_UPGRADES) {
    const suggestion = await suggest(from);
    const to = suggestion?.to;
    if (!to || seen.has(to.mvsCode)) break;
    seen.add(to.mvsCode);
    above.push(to);
    from = to.mvsCode;
  }
  return above;
}

/** An upgrade's differences to the car on screen (installment ones only when both are known). */
export function upgradeOption(
  car: FundedCar,
  currentInstallment: number | undefined,
  upgrade: FundedCar,
  versionName: string,
  installment: number | undefined,
): UpgradeOption {
  const cents = (n: number) => Math.round(n * 100) / 100;
  const option: UpgradeOption = {
    car: upgrade,
    versionName,
    priceDifference: cents(upgrade.price - car.price),
  };
  if (installment !== undefined) {
    option.installment = installment;
    if (currentInstallment !== undefined)
      option.installmentDifference = cents(installment - currentInstallment);
  }
  return option;
}

/**
 * The upgrade modal's rows: the versions above the car on screen in its colour, each simulated
 * with the same entrance and term. A version the market does not sell is left out; a version whose
 * simulation fails keeps its price difference without installments.
 */
export async function loadUpgrades(
  scope: ApiScope,
  car: FundedCar,
  params: FundingParams,
  currentInstallment: number | undefined,
  signal?: AbortSignal,
): Promise<UpgradeOption[]> {
  const versions = await versionsAbove(car.mvsCode, (mvs) => getSuggestion(scope, mvs, signal));
  const rows = versions.flatMap((version) => {
    const upgrade = carOfVersion(version, car.year, colorOf(car));
    return upgrade ? [{ version, upgrade }] : [];
  });
  return Promise.all(
    rows.map(async ({ version, upgrade }) => {
      const installment = await simulateFinancing(
        scope,
        'CDC',
        simulationInputOf(upgrade, params),
        signal,
      ).then(
        (result) => result.installmentsValue,
        () => undefined,
      );
      return upgradeOption(car, currentInstallment, upgrade, version.versionName, installment);
    }),
  );
}
