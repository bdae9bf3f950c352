import type { LeadCpfSettings } from '../../validators/index.ts';

function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/**
 * The CPF exemption settings of the page (seed 000 §3 "Lead exemption settings"), from metas:
 * `hub:setting:allow-leads-without-cpf`, `hub:setting:leads-without-cpf-everywhere`,
 * `hub:setting:allowed-cities-without-cpf` (IBGE codes), `hub:setting:allowed-dealers-without-cpf` (ids).
 */
export function cpfSettings(settings: Record<string, string>): LeadCpfSettings {
  return {
    allowLeadsWithoutCpf: settings['allow-leads-without-cpf'] === 'true',
    enabledLeadsWithoutCpfRegardlessCitiesAndDealers: settings['leads-without-cpf-everywhere'] === 'true',
    allowedCitiesWithoutCpf: list(settings['allowed-cities-without-cpf']),
    allowedDealersWithoutCpf: list(settings['allowed-dealers-without-cpf']),
  };
}
