import type { Country } from './geo.ts';

/** Monthly interest rates of the sandbox's plans, by country. */
export const RATES: Record<Country, Record<'CDC' | 'NEXT' | 'PSA_TRADITIONAL' | 'PSA_BALAO', number>> = {
  BR: { CDC: 0.0149, NEXT: 0.0129, PSA_TRADITIONAL: 0.0139, PSA_BALAO: 0.0119 },
  AR: { CDC: 0.039, NEXT: 0.035, PSA_TRADITIONAL: 0.037, PSA_BALAO: 0.033 },
};

/** Terms offered, in months. */
export const TERMS: Record<Country, number[]> = { BR: [12, 24, 36, 48, 60], AR: [12, 18, 24, 36, 48] };

/** Final-installment (residual) options of balloon plans, as % of the price. */
export const RESIDUALS = [20, 25, 30, 35, 40];

const cents = (value: number) => Math.round(value * 100) / 100;

/**
 * Price-table (French amortisation) installment of a loan `pv` over `n` months at monthly `rate`, with
 * a residual `fv` due with the last installment: the residual is discounted to today and the rest
 * amortised, PMT = (pv − fv / (1+i)^n) · i / (1 − (1+i)^−n). With fv = 0 this is the plain PMT.
 */
export function pmt(rate: number, n: number, pv: number, fv = 0): number {
  if (rate === 0) return (pv - fv) / n;
  const growth = (1 + rate) ** n;
  return ((pv - fv / growth) * rate) / (1 - 1 / growth);
}

/** IOF's daily rate for natural persons (0,0082 % a day) and the days it is counted for at most. */
const IOF_DAILY = 0.000082;
const IOF_MAX_DAYS = 365;
/** IOF's additional rate, charged once on the amount financed (0,38 %). */
const IOF_ADDITIONAL = 0.0038;

/**
 * Brazilian IOF on a loan of `amount` over `months` at monthly `rate`, as the banks compute it: the
 * daily rate on the principal each installment amortises (Price table, with a balloon `residual`
 * amortised with the last installment) for the days until it falls due (30 a month, at most 365),
 * plus the additional 0,38 % on the amount. R$ 70.000 over 48 months at 1,49 % a.m.: R$ 2.183,49.
 */
export function iofOf(amount: number, months: number, rate: number, residual = 0): number {
  const installment = pmt(rate, months, amount, residual);
  let balance = amount;
  let daily = 0;
  for (let k = 1; k <= months; k++) {
    const amortised = k === months ? balance : installment - balance * rate;
    balance -= amortised;
    daily += amortised * IOF_DAILY * Math.min(30 * k, IOF_MAX_DAYS);
  }
  return cents(amount * IOF_ADDITIONAL + daily);
}

/**
 * Financing tax and fees added to the amount financed. Brazil: IOF for natural persons per amortised
 * installment ({@link iofOf}), plus the registration fee (tarifa de cadastro, R$ 850) and the lien
 * registration (R$ 250). Argentina: 1.5 % granting costs.
 */
export function taxesAndFees(amount: number, months: number, country: Country, rate: number, residual = 0) {
  if (country === 'AR') return { iof: 0, fees: cents(amount * 0.015) };
  return { iof: iofOf(amount, months, rate, residual), fees: 850 + 250 };
}

/**
 * The CET (custo efetivo total): the monthly rate c at which what the customer receives equals what
 * they pay, net = Σₖ₌₁..ₙ installment / (1+c)^k + residual / (1+c)^n, solved by bisection; the
 * annual CET is (1+c)^12 − 1. It exceeds the nominal rate because IOF and fees are financed too.
 */
export function cet(
  net: number,
  installment: number,
  n: number,
  residual = 0,
): { monthly: number; annual: number } {
  const presentValue = (c: number) => {
    let sum = residual / (1 + c) ** n;
    for (let k = 1; k <= n; k++) sum += installment / (1 + c) ** k;
    return sum;
  };
  let low = 0;
  let high = 1;
  for (let step = 0; step < 200; step++) {
    const mid = (low + high) / 2;
    if (presentValue(mid) > net) low = mid;
    else high = mid;
  }
  const monthly = (low + high) / 2;
  return { monthly, annual: (1 + monthly) ** 12 - 1 };
}

/** One simulation: what is paid when, and its CET. */
export interface Simulation {
  entranceValue: number;
  /** Price minus entrance: what the customer receives. */
  netFinanced: number;
  /** Net plus IOF and fees: what is amortised. */
  totalFinanced: number;
  iof: number;
  fees: number;
  installments: number;
  installmentValue: number;
  residualValue: number;
  totalPaid: number;
  rateMonthly: number;
  cetMonthly: number;
  cetAnnual: number;
}

/** Simulates financing `price` with an entrance and an optional residual, both as % of the price. */
export function simulate(args: {
  price: number;
  entrancePercent: number;
  installments: number;
  residualPercent?: number;
  rate: number;
  country: Country;
}): Simulation {
  const entranceValue = cents((args.price * args.entrancePercent) / 100);
  const residualValue = cents((args.price * (args.residualPercent ?? 0)) / 100);
  const netFinanced = cents(args.price - entranceValue);
  const { iof, fees } = taxesAndFees(netFinanced, args.installments, args.country, args.rate, residualValue);
  const totalFinanced = cents(netFinanced + iof + fees);
  const installmentValue = cents(pmt(args.rate, args.installments, totalFinanced, residualValue));
  const rates = cet(netFinanced, installmentValue, args.installments, residualValue);
  return {
    entranceValue,
    netFinanced,
    totalFinanced,
    iof,
    fees,
    installments: args.installments,
    installmentValue,
    residualValue,
    totalPaid: cents(entranceValue + installmentValue * args.installments + residualValue),
    rateMonthly: args.rate,
    cetMonthly: Math.round(rates.monthly * 1e6) / 1e6,
    cetAnnual: Math.round(rates.annual * 1e6) / 1e6,
  };
}

const percent = (value: number, locale: string) =>
  (value * 100).toLocaleString(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The legal text of a simulation, in the market's language. */
export function legalText(simulation: Simulation, country: Country): string {
  const locale = country === 'AR' ? 'es-AR' : 'pt-BR';
  const monthly = percent(simulation.rateMonthly, locale);
  const annual = percent((1 + simulation.rateMonthly) ** 12 - 1, locale);
  const cetYear = percent(simulation.cetAnnual, locale);
  return country === 'AR'
    ? `Simulación para persona humana. Tasa de ${monthly}% mensual (${annual}% anual). CFT ${cetYear}% anual. Sujeto a aprobación crediticia.`
    : `Simulação para pessoa física. Taxa de juros de ${monthly}% a.m. (${annual}% a.a.). CET de ${cetYear}% a.a., incluindo IOF e tarifas. Sujeito a análise de crédito.`;
}
