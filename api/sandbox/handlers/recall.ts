import { HttpResponse } from 'msw';
import { recallCalls } from '../../recall.ts';
import { countryOf, versionByMvs } from '../data/catalog.ts';
import { CARS, findCar, RECALL_CAMPAIGNS, recallsOf, type SandboxCar } from '../data/vehicles.ts';
import { chassis, isoDate, shape, text } from '../schemas.ts';
import { newId, recordsOf } from '../state.ts';
import { type Ctx, created, fail, notFound, tableHandlers } from '../table.ts';

const done = () =>
  recordsOf<{ id: string; chassis: string; recallId: string; dealerCode: string; date: string }>(
    'recall:done',
  );
const pending = (car: SandboxCar) =>
  recallsOf(car).filter((c) => !done().some((d) => d.chassis === car.chassis && d.recallId === c.id));

function carOf(ctx: Ctx, from: { plate?: string | null; chassis?: string | null }) {
  if (!from.plate && !from.chassis) return fail(400, 'Params is required');
  if (from.plate && !/^[A-Z]{3}-?\d[A-Z0-9]\d{2}$|^[A-Z]{2}\d{3}[A-Z]{2}$/i.test(from.plate))
    return fail(422, 'invalid plate');
  if (from.chassis && !/^[A-Z0-9]{17}$/i.test(from.chassis)) return fail(422, 'invalid chassis');
  const car = findCar(from);
  const brandOk = !ctx.query.get('brand') || car?.brand === ctx.brand;
  return car && brandOk ? car : notFound('Vehicle not found');
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
  recall: (ctx) =>
    RECALL_CAMPAIGNS.find((c) => c.id === ctx.params.id && c.brand === ctx.params.brand) ??
    notFound('Recall not found'),
  recallForChat: (ctx) => {
    const recall = RECALL_CAMPAIGNS.find((c) => c.id === ctx.params.id && c.brand === ctx.params.brand);
    return recall
      ? { chatBot: ctx.params.chatBot, text: `${recall.title}: ${recall.risk} ${recall.remedy}` }
      : notFound('Recall not found');
  },
  updateRecall: {
    schema: shape({ chassis, recallId: text(40), dealerCode: text(10), date: isoDate }),
    resolve: ({ body }) => {
      const car = findCar({ chassis: body.chassis });
      if (!car || !recallsOf(car).some((c) => c.id === body.recallId))
        return fail(422, 'Recall does not concern this car');
      const record = { id: newId('UPD'), ...body, chassis: car.chassis };
      done().push(record);
      return created(record);
    },
  },
  recallUpdate: (ctx) => done().find((d) => d.id === ctx.params.id) ?? notFound('Update not found'),
  softwareUpdate: (ctx) => {
    const car = CARS.find((c) => c.chassis === ctx.params.id?.toUpperCase());
    if (!car) return notFound('Vehicle not found');
    return {
      chassis: car.chassis,
      updates: pending(car)
        .filter((c) => c.softwareUpdate)
        .map((c) => ({ recallId: c.id, title: c.title })),
    };
  },
  campaigns: (ctx) =>
    RECALL_CAMPAIGNS.filter(
      (c) => c.brand === ctx.params.brand && c.countries.includes(countryOf(ctx.params.market ?? '')),
    ),
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
