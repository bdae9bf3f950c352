/** The page settings that may exempt a lead from the CPF/CNPJ (seed 000 §3). */
export interface LeadCpfSettings {
  /** Feature flag: leads without CPF are allowed at all. */
  allowLeadsWithoutCpf?: boolean;
  /** Leads without CPF everywhere, whatever the city and dealer. */
  enabledLeadsWithoutCpfRegardlessCitiesAndDealers?: boolean;
  /** IBGE codes of the cities where leads without CPF are allowed. */
  allowedCitiesWithoutCpf?: ReadonlyArray<string | number>;
  /** Ids of the dealers that accept leads without CPF. */
  allowedDealersWithoutCpf?: ReadonlyArray<string | number>;
}

/** Where the lead is sent from and to. */
export interface LeadCpfContext {
  ibgeCityCode?: string | number | null;
  dealerId?: string | number | null;
}

function listed(
  list: ReadonlyArray<string | number> | undefined,
  value: string | number | null | undefined,
): boolean {
  if (value === null || value === undefined || String(value).trim() === '') return false;
  const key = String(value).trim();
  return (list ?? []).some((item) => String(item).trim() === key);
}

/**
 * Whether the lead form must ask for a CPF (seed 000 §3/§5). The CPF is NOT required only when
 * `allowLeadsWithoutCpf` is on and either the all-regions flag is set, or the city's IBGE code is
 * in `allowedCitiesWithoutCpf`, or the dealer id is in `allowedDealersWithoutCpf` (codes compared as
 * strings, so 3550308 matches "3550308"). Missing settings mean the CPF is required.
 */
export function isLeadCpfRequired(
  settings: LeadCpfSettings | null | undefined,
  { ibgeCityCode, dealerId }: LeadCpfContext = {},
): boolean {
  if (settings?.allowLeadsWithoutCpf !== true) return true;
  if (settings.enabledLeadsWithoutCpfRegardlessCitiesAndDealers === true) return false;
  if (listed(settings.allowedCitiesWithoutCpf, ibgeCityCode)) return false;
  if (listed(settings.allowedDealersWithoutCpf, dealerId)) return false;
  return true;
}
