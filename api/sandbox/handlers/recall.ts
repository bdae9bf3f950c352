import { HttpResponse } from 'msw';
import * as v from 'valibot';
import { recallCalls } from '../../recall.ts';
import { text } from '../../schemas.ts';
import { countryOf, versionByMvs } from '../data/catalog.ts';
import { findCar, RECALL_CAMPAIGNS, recallsOf, type SandboxCar } from '../data/vehicles.ts';
import { chassis, isoDate, isPlate, shape } from '../schemas.ts';
import { newId, recordsOf } from '../state.ts';
import { type Ctx, created, fail, notFound, tableHandlers } from '../table.ts';

/** The Argentine recall service answers in Spanish: the campaigns' texts as published there. */
const SPANISH: Record<string, { title: string; risk: string; remedy: string }> = {
  'Airbag do passageiro': {
    title: 'Airbag del acompañante',
    risk: 'Posible activación incorrecta del airbag en un choque.',
    remedy: 'Reemplazo del módulo del airbag.',
  },
  'Módulo de freio ABS': {
    title: 'Módulo de freno ABS',
    risk: 'Pérdida de la asistencia del ABS en pisos resbaladizos.',
    remedy: 'Actualización del software del módulo ABS.',
  },
  'Cinto de segurança traseiro': {
    title: 'Cinturón de seguridad trasero',
    risk: 'La fijación del cinturón puede soltarse en un impacto.',
    remedy: 'Ajuste e inspección de las fijaciones.',
  },
  'Central multimídia': {
    title: 'Central multimedia',
    risk: 'La cámara de retroceso puede no mostrar imagen.',
    remedy: 'Actualización del software de la central.',
  },
};
/** A campaign's texts in the language of the country. */
const inCountry = <T extends { title: string; risk: string; remedy: string }>(c: T, country: string): T =>
  country === 'AR' ? { ...c, ...SPANISH[c.title] } : c;

const done = () =>
  recordsOf<{ id: string; chassis: string; recallId: string; dealerCode: string; date: string }>(
    'recall:done',
  );
const pending = (car: SandboxCar) =>
  recallsOf(car).filter((c) => !done().some((d) => d.chassis === car.chassis && d.recallId === c.id));

function carOf(ctx: Ctx, from: { plate?: string | null; chassis?: string | null }) {
  if (!from.plate && !from.chassis) return fail(400, 'Params is required');
  if (from.plate && !isPlate(from.plate)) return fail(422, 'invalid plate');
  if (from.chassis && !/^[A-Z0-9]{17}$/i.test(from.chassis)) return fail(422, 'invalid chassis');
  const car = findCar(from);
  const brandOk = !ctx.query.get('brand') || car?.brand === ctx.brand;
  return car && brandOk ? car : notFound('Vehicle not found');
}

/** The recalls of the car whose plate or chassis is `{id}`: open ones, and those already done. */
function recallsOfCar(ctx: Ctx) {
  const id = (ctx.params.id ?? '').replace('-', '').toUpperCase();
  const byPlate = isPlate(id);
  if (!byPlate && !/^[A-Z0-9]{17}$/.test(id)) return fail(422, 'invalid plate or chassis');
  const car = findCar(byPlate ? { plate: id } : { chassis: id });
  if (!car || car.brand !== ctx.params.brand) return notFound('Vehicle not found');
  const open = pending(car);
  return {
    plate: car.plate,
    chassis: car.chassis,
    recalls: recallsOf(car).map((campaign) => {
      const isOpen = open.includes(campaign);
      const c = inCountry(campaign, car.country);
      return {
        id: c.id,
        title: c.title,
        description: `${c.risk} ${c.remedy}`,
        status: isOpen ? 'OPEN' : 'DONE',
        campaign: `${c.code}-${c.id}`,
        serviceType: c.serviceType,
        serviceCode: c.code,
        startDate: c.startDate,
        voucher: isOpen,
        updatable: isOpen,
      };
    }),
  };
}

const lookup = (shapeOf: (car: SandboxCar) => object) => (ctx: Ctx) => {
  const car = carOf(ctx, { plate: ctx.query.get('plate'), chassis: ctx.query.get('chassis') });
  return car instanceof Response ? car : shapeOf(car);
};

function evaluation(car: SandboxCar | Response, mileage?: number) {
  if (car instanceof Response) return car;
  const list = versionByMvs(car.mvsCode)?.price[car.country] ?? 0;
  const age = 2026 - car.year;
  const km = mileage ?? car.mileage;
  const value = Math.round((list * 0.85 ** age * Math.max(0.6, 1 - km / 500000)) / 100) * 100;
  return {
    plate: car.plate,
    chassis: car.chassis,
    model: car.modelName,
    version: car.versionName,
    year: car.year,
    mileage: km,
    evaluation: value,
    currency: car.country === 'AR' ? 'ARS' : 'BRL',
  };
}

/** Recall service: lookups by plate or chassis, campaigns, voucher PDF, updates, used-car evaluation. */
export const recallHandlers = tableHandlers('recall', recallCalls, {
  car: lookup((car) => ({ ...car, ownerId: undefined, recalls: pending(car) })),
  voucher: (ctx) => {
    const car = findCar({ chassis: ctx.query.get('chassis') });
    const recall = car && recallsOf(car).find((c) => c.id === ctx.query.get('recallId'));
    if (!car || !recall) return notFound('Recall not found');
    return new HttpResponse(`%PDF-1.4\n% Voucher de recall ${recall.id} ${car.chassis}\n%%EOF\n`, {
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="recall-${recall.id}.pdf"`,
      },
    });
  },
  // The recall search (seed 001 §2): {id} is the car's plate or chassis, in the brand of the path.
  recall: (ctx) => recallsOfCar(ctx),
  recallForChat: (ctx) => {
    const found = recallsOfCar(ctx);
    if (found instanceof Response) return found;
    const open = found.recalls.filter((r) => r.status === 'OPEN');
    return {
      ...found,
      chatBot: ctx.params.chatBot,
      text: open.length
        ? open.map((r) => `${r.title}: ${r.description}`).join(' ')
        : findCar({ chassis: found.chassis })?.country === 'AR'
          ? 'No hay recalls abiertos.'
          : 'Nenhum recall em aberto.',
    };
  },
  updateRecall: {
    schema: shape({
      chassis,
      recallId: text(40),
      serviceType: v.optional(v.literal('RECALL')),
      serviceCode: v.optional(v.literal('SV03')),
      dealerCode: v.optional(text(10)),
      date: v.optional(isoDate),
    }),
    resolve: ({ body }) => {
      const car = findCar({ chassis: body.chassis });
      if (!car || !recallsOf(car).some((c) => c.id === body.recallId))
        return fail(422, 'Recall does not concern this car');
      const record = { id: newId('UPD'), ...body, chassis: car.chassis };
      done().push(record);
      return created({ ...record, status: 'SCHEDULED', updatable: false });
    },
  },
  recallUpdate: (ctx) => done().find((d) => d.id === ctx.params.id) ?? notFound('Update not found'),
  softwareUpdate: (ctx) => {
    const car = findCar({ plate: ctx.params.id, chassis: ctx.params.id });
    if (!car) return notFound('Vehicle not found');
    return {
      chassis: car.chassis,
      updates: pending(car)
        .filter((c) => c.softwareUpdate)
        .map((c) => ({ recallId: c.id, title: inCountry(c, car.country).title })),
    };
  },
  campaigns: (ctx) => {
    const country = countryOf(ctx.params.market ?? '');
    return RECALL_CAMPAIGNS.filter((c) => c.brand === ctx.params.brand && c.countries.includes(country)).map(
      (c) => inCountry(c, country),
    );
  },
  carV2: lookup((car) => ({
    chassis: car.chassis,
    plate: car.plate,
    model: car.modelName,
    version: car.versionName,
    year: car.year,
    hasRecall: pending(car).length > 0,
  })),
  carWeb: lookup((car) => ({
    chassis: car.chassis,
    plate: car.plate,
    description: `${car.modelName} ${car.versionName} ${car.year}`,
    recalls: pending(car).map((c) => c.id),
  })),
  evaluation: (ctx) => {
    const mileage = Number(ctx.query.get('mileage'));
    if (!(mileage >= 0)) return fail(422, 'invalid mileage');
    return evaluation(carOf(ctx, { plate: ctx.query.get('plate') }), mileage);
  },
  evaluate: (ctx) => evaluation(carOf(ctx, { chassis: ctx.query.get('chassis') })),
  evaluateByPlate: (ctx) => evaluation(carOf(ctx, { plate: ctx.params.plate })),
});
