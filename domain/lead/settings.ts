import type { Settings } from '../../core/settings.ts';
import type { LeadCpfSettings } from '../../validators/index.ts';

/**
 * The CPF exemption settings of the page (seed 000 §3 "Lead exemption settings"), from the typed page
 * settings `allow-leads-without-cpf`, `leads-without-cpf-everywhere`, `allowed-cities-without-cpf`
 * (IBGE codes), `allowed-dealers-without-cpf` (ids).
 */
export function cpfSettings(settings: Settings): LeadCpfSettings {
  return {
    allowLeadsWithoutCpf: settings['allow-leads-without-cpf'],
    enabledLeadsWithoutCpfRegardlessCitiesAndDealers: settings['leads-without-cpf-everywhere'],
    allowedCitiesWithoutCpf: settings['allowed-cities-without-cpf'],
    allowedDealersWithoutCpf: settings['allowed-dealers-without-cpf'],
  };
}
