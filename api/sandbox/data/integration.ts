import { BRANDS } from '../../../core/brands.ts';
import type { IntegrationError, IntegrationLog } from '../../integration.ts';

/** A sandbox integration error: the answer's fields plus what the service keeps to itself. */
export interface SandboxIntegrationError extends IntegrationError {
  brand: string;
  country: 'BR' | 'AR';
  /** Whether a reprocess gets through (a time-out, a 5xx, a lock) or fails again (bad data). */
  retryable: boolean;
}

/** What each system answers when a journey's integration fails, and whether a new try helps. */
const FAILURES: Record<IntegrationError['system'], [message: string, retryable: boolean][]> = {
  SALESFORCE: [
    ['Salesforce answered 503 Service Unavailable on lead upsert', true],
    ['Salesforce: REQUIRED_FIELD_MISSING [Dealer__c] on Opportunity', false],
    ['Salesforce: UNABLE_TO_LOCK_ROW on Account', true],
  ],
  DMS: [
    ['DMS timed out after 30 s on order sync', true],
    ['DMS refused the dealer code: dealer not enabled for online sales', false],
    ['DMS: vehicle already invoiced to another order', false],
  ],
  INOVAMIND: [
    ['Inovamind answered 502 Bad Gateway on identity check', true],
    ['Inovamind: document image unreadable', false],
    ['Inovamind: identity check timed out', true],
  ],
};
const SYSTEMS = Object.keys(FAILURES) as IntegrationError['system'][];
const TYPES: IntegrationError['journeyType'][] = ['FINANCING', 'RESERVATION', 'SIGN_UP'];
const CUSTOMERS = {
  BR: ['Ana Souza', 'Bruno Lima', 'Carla Dias', 'Daniel Rocha', 'Elisa Prado', 'Fábio Nunes'],
  AR: ['Martina López', 'Santiago Díaz', 'Valentina Romero', 'Mateo Fernández', 'Lucía Sosa', 'Tomás Ruiz'],
};
/** Errors per brand and country: more than a page of ten. */
const PER_BRAND = 12;
const LATEST = Date.parse('2026-11-23T14:05:00Z');

/**
 * Every brand's journey integration errors in both countries (IER-1… : Fiat in Brazil first), a
 * failure every day and a quarter back from 23 Nov 2026: mostly pending, the eleventh of each list
 * resolved, the twelfth ignored.
 */
export function initialIntegrationErrors(): SandboxIntegrationError[] {
  const errors: SandboxIntegrationError[] = [];
  for (const country of ['BR', 'AR'] as const)
    for (const brand of BRANDS)
      for (let i = 0; i < PER_BRAND; i += 1) {
        const n = errors.length + 1;
        const system = SYSTEMS[i % 3] as IntegrationError['system'];
        const [message, retryable] = FAILURES[system][Math.floor(i / 3) % 3] as [string, boolean];
        errors.push({
          id: `IER-${n}`,
          journeyId: `JRN-${country}-${String(7300 + n).padStart(6, '0')}`,
          journeyType: TYPES[(i + Math.floor(i / 3)) % 3] as IntegrationError['journeyType'],
          system,
          customerName: CUSTOMERS[country][i % 6] as string,
          message,
          status: i === 10 ? 'RESOLVED' : i === 11 ? 'IGNORED' : 'PENDING',
          createdAt: new Date(LATEST - i * 30 * 3600_000 - (n % 7) * 60_000).toISOString(),
          attempts: i % 4,
          brand,
          country,
          retryable,
        });
      }
  return errors;
}

/** The integration layer's recent log lines, newest first (25: three pages of ten). */
export function initialIntegrationLogs(): IntegrationLog[] {
  const lines: [IntegrationLog['level'], string, string][] = [
    ['INFO', 'SALESFORCE', 'Lead upsert batch finished: 42 sent, 0 failed'],
    ['ERROR', 'DMS', 'Order sync timed out after 30 s (dealer 0417)'],
    ['INFO', 'INOVAMIND', 'Identity check completed for journey JRN-BR-007312'],
    ['WARN', 'SALESFORCE', 'API usage at 85% of the daily limit'],
    ['INFO', 'DMS', 'Stock snapshot imported: 1 204 vehicles'],
  ];
  return Array.from({ length: 25 }, (_, i) => {
    const [level, system, message] = lines[i % lines.length] as [IntegrationLog['level'], string, string];
    return {
      id: `LOG-${1000 + 25 - i}`,
      at: new Date(LATEST - i * 47 * 60_000).toISOString(),
      system,
      level,
      message,
    };
  });
}
