import * as v from 'valibot';
import type { fundingCalls } from '../../funding.ts';
import { money, percent, text } from '../../schemas.ts';
import { countryOf } from '../data/catalog.ts';
import { legalText, RATES, RESIDUALS, type Simulation, simulate, TERMS } from '../data/finance.ts';
import type { Country } from '../data/geo.ts';
import { brand, count, id, mvsCode, shape, year } from '../schemas.ts';
import { type Ctx, fail, type Rules } from '../table.ts';

type Plan = keyof (typeof RATES)['BR'];

/** One simulation of a plan in a country with the sandbox's rates (Price table, balloon, CET). */
export const run = (
  country: Country,
  plan: Plan,
  price: number,
  entrancePercent: number,
  n: number,
  residual = 0,
) =>
  simulate({
    price,
    entrancePercent,
    installments: n,
    residualPercent: residual,
    rate: RATES[country][plan],
    country,
  });

/** The simulation input of the seed (000 §3), as the simulate and NEXT calls receive it. */
export const Input = shape({
  mvs: mvsCode,
  year,
  price: v.pipe(money, v.minValue(1000)),
  colorCode: text(10),
  entrancePercent: v.pipe(percent, v.maxValue(90)),
  numberOfInstallments: count,
  finalInstallmentPercentage: v.optional(percent),
});

const cdcPlans = (country: Country, price: number, entry: number) =>
  TERMS[country].map((n) => run(country, 'CDC', price, (entry / price) * 100, n));

/**
 * Balloon plans keep the final installment within reach: a residual above 30 % of the price is not
 * offered over more than 48 months.
 */
export const offersResidual = (n: number, residual: number) => !(n > 48 && residual > 30);

const nextSimulations = (country: Country, price: number, entrancePercent: number) =>
  TERMS[country].map((n) => {
    const values = RESIDUALS.filter((residual) => offersResidual(n, residual)).map((residual) => {
      const s = run(country, 'NEXT', price, entrancePercent, n, residual);
      return {
        residual,
        installmentsValue: s.installmentValue,
        forwardPrice: s.totalPaid,
        residualValue: s.residualValue,
        cet: s.cetAnnual,
        rate: s.rateMonthly,
        iof: s.iof,
      };
    });
    return { installmentsQuantity: n, entranceValue: Math.round(price * entrancePercent) / 100, values };
  });

function psa(plan: 'linear' | 'balloon') {
  const entrance =
    plan === 'linear'
      ? v.pipe(v.number(), v.minValue(0, 'percentual_entrada is a fraction (0–0.9)'), v.maxValue(0.9))
      : v.pipe(
          v.number(),
          v.check((p) => p === 0 || (p >= 1 && p <= 90), 'percentual_entrada is a percentage (0 or 1–90)'),
        );
  return {
    schema: shape({
      market: v.picklist(['pt-BR', 'es-AR', 'c-BR']),
      mvs_code: mvsCode,
      valor_carro: v.pipe(money, v.minValue(1000)),
      percentual_entrada: entrance,
      parcelas: count,
      percentual_parcela_residual: plan === 'linear' ? v.literal(0) : v.picklist(RESIDUALS),
      marca: brand,
    }),
    resolve: ({ body }: Ctx) => {
      if (!offersResidual(body.parcelas, body.percentual_parcela_residual))
        return fail(
          422,
          `Residual ${body.percentual_parcela_residual} not offered over ${body.parcelas} months`,
        );
      const country = countryOf(body.market);
      const entrancePercent = plan === 'linear' ? body.percentual_entrada * 100 : body.percentual_entrada;
      const key = plan === 'linear' ? 'PSA_TRADITIONAL' : 'PSA_BALAO';
      const s: Simulation = run(
        country,
        key,
        body.valor_carro,
        entrancePercent,
        body.parcelas,
        body.percentual_parcela_residual,
      );
      return {
        valor_entrada: s.entranceValue,
        parcelas_disponiveis: TERMS[country],
        valor_parcelas: s.installmentValue,
        valor_financiamento: s.totalFinanced,
        entrada_maxima_residual: plan === 'linear' ? 0 : Math.max(...RESIDUALS),
        entrada_minima_residual: plan === 'linear' ? 0 : Math.min(...RESIDUALS),
        parcela_residual: s.residualValue,
        texto_legal: legalText(s, country),
        cet: s.cetAnnual,
        taxa_mensal: s.rateMonthly,
        iof: s.iof,
      };
    },
  };
}

const defaults = (ctx: Ctx) => ({
  brand: ctx.brand,
  entrancePercent: 30,
  // Financing without an entry payment exists (a discount coupon then cannot be used, seed 001 §5).
  minEntrancePercent: 0,
  maxEntrancePercent: 80,
  entranceStep: 1,
  installments: TERMS[ctx.country],
  defaultInstallments: 48,
  finalInstallmentPercents: RESIDUALS,
  finalInstallmentStep: 1,
});

type SimulationCalls =
  | 'psaSimulatingOffers'
  | 'psaLinearSimulating'
  | 'psaBalloonSimulating'
  | 'nextDefaultValues'
  | 'nextSimulate'
  | 'cdcDefaultValues'
  | 'cdcSimulate'
  | 'batchSimulating';

/** Funding simulation calls: CDC, NEXT, PSA linear and balloon, default values, batch. */
export const simulationRules: Pick<Rules<typeof fundingCalls>, SimulationCalls> = {
  psaSimulatingOffers: {
    schema: shape({
      market: v.string(),
      offers: v.pipe(v.array(shape({ offerId: id, mvs_code: mvsCode, valor_carro: money })), v.minLength(1)),
    }),
    resolve: ({ body }) => {
      const country = countryOf(body.market);
      return body.offers.map((o: { offerId: string; valor_carro: number }) => {
        const s = run(country, 'PSA_TRADITIONAL', o.valor_carro, 30, 48);
        return {
          offerId: o.offerId,
          valor_entrada: s.entranceValue,
          parcelas: 48,
          valor_parcelas: s.installmentValue,
          cet: s.cetAnnual,
        };
      });
    },
  },
  psaLinearSimulating: psa('linear'),
  psaBalloonSimulating: psa('balloon'),
  nextDefaultValues: defaults,
  nextSimulate: {
    schema: v.intersect([Input, shape({ brand, market: v.picklist(['pt-BR', 'es-AR', 'c-BR']) })]),
    resolve: ({ body }) => {
      const country = countryOf(body.market);
      const last = run(
        country,
        'NEXT',
        body.price,
        body.entrancePercent,
        body.numberOfInstallments,
        body.finalInstallmentPercentage,
      );
      return {
        simulations: nextSimulations(country, body.price, body.entrancePercent),
        legalText: legalText(last, country),
      };
    },
  },
  cdcDefaultValues: defaults,
  cdcSimulate: {
    schema: v.pipe(
      shape({
        mvsCode,
        anomodv: year,
        color: text(10),
        brand,
        vbem: v.pipe(money, v.minValue(1000)),
        vlensim: money,
      }),
      v.check((b) => b.vlensim < b.vbem, 'vlensim must be lower than vbem'),
    ),
    resolve: (ctx) => {
      const { body } = ctx;
      const country = ctx.country;
      const plans = cdcPlans(country, body.vbem, body.vlensim);
      const first = plans[0] as Simulation;
      // The request names no term: each plan carries the legal text of its own CET (one CET per plan).
      return {
        upFrontValue: body.vlensim,
        totalAmountFinanced: first.totalFinanced,
        plans: plans.map((s) => ({
          prazo: s.installments,
          vlcalca: s.installmentValue,
          cet: s.cetAnnual,
          rate: s.rateMonthly,
          iof: s.iof,
          totalAmountFinanced: s.totalFinanced,
          legalText: legalText(s, country),
        })),
      };
    },
  },
  batchSimulating: {
    schema: shape({
      entrancePercent: percent,
      numberOfInstallments: count,
      items: v.pipe(v.array(shape({ mvsCode, year, price: money })), v.minLength(1)),
    }),
    resolve: (ctx) =>
      ctx.body.items.map((item: { mvsCode: string; price: number }) => {
        const s = run(
          ctx.country,
          'CDC',
          item.price,
          ctx.body.entrancePercent,
          ctx.body.numberOfInstallments,
        );
        return {
          mvsCode: item.mvsCode,
          entranceValue: s.entranceValue,
          installmentsValue: s.installmentValue,
          cet: s.cetAnnual,
        };
      }),
  },
};
