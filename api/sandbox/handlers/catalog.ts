import * as v from 'valibot';
import { catalogCalls } from '../../catalog.ts';
import { text } from '../../schemas.ts';
import {
  countryOf,
  LONG_CODE_BRANDS,
  modelsOf,
  type SandboxVersion,
  versionByMvs,
  versionsOf,
} from '../data/catalog.ts';
import { foldText } from '../data/normalize.ts';
import { itemsOf, standardOf } from '../data/parts.ts';
import { hashSeed } from '../data/random.ts';
import { brand, id, mvsCode, shape } from '../schemas.ts';
import { newId, recordsOf } from '../state.ts';
import { type Ctx, created, deleted, fail, notFound, paged, tableHandlers } from '../table.ts';

interface Setup {
  id: string;
  brand: string;
  fromMvs: string;
  toMvs: string;
  title: string;
  active: boolean;
}

function initialSetups(): Setup[] {
  const setups: Setup[] = [];
  for (const country of ['BR'] as const) {
    for (const b of ['fiat', 'jeep', 'dodge', 'chrysler', 'ram', 'citroen', 'peugeot', 'fiat-abarth', 'ds']) {
      for (const model of modelsOf(b, country)) {
        model.versions.slice(1).forEach((to, i) => {
          const from = model.versions[i] as (typeof model.versions)[number];
          setups.push({
            id: `SET-${from.mvsCode}`,
            brand: b,
            fromMvs: from.mvsCode,
            toMvs: to.mvsCode,
            title: `${model.modelName} ${to.versionName}`,
            active: true,
          });
        });
      }
    }
  }
  return setups;
}

const setups = () => recordsOf<Setup>('catalog:setups', initialSetups);
const mine = (ctx: Ctx) => versionsOf(ctx.brand, countryOf(ctx.market));
const q = (ctx: Ctx, name: string) => ctx.query.get(name) ?? '';
const publicVersion = (version: SandboxVersion, ctx: Ctx) => {
  const { price, ...rest } = version;
  return { ...rest, price: price[countryOf(ctx.market)] ?? null };
};

function datasheet(version: SandboxVersion) {
  const seed = hashSeed(version.mvsCode);
  const electric = version.fuel === 'Electric';
  return {
    mvsCode: version.mvsCode,
    engine: version.engine,
    fuel: version.fuel,
    gear: version.gear,
    doors: version.doors,
    powerCv: electric ? 118 + (seed % 60) : 72 + (seed % 200),
    torqueKgfm: 10 + (seed % 40),
    trunkLiters: version.category === 'pickup' ? 1100 + (seed % 400) : 280 + (seed % 300),
    lengthMm: 3600 + (seed % 1500),
    consumptionKmL: electric ? null : 9 + (seed % 60) / 10,
  };
}

const SetupBody = shape({ fromMvs: mvsCode, toMvs: mvsCode, title: text(120), brand });

/** Catalogue service: setups (upgrade suggestions), models, versions, datasheets, comparisons. */
export const catalogHandlers = tableHandlers('catalog', catalogCalls, {
  setups: (ctx) => setups().filter((s) => s.brand === ctx.brand),
  setupPage: (ctx) =>
    paged(
      ctx,
      setups().filter((s) => s.brand === ctx.brand),
      10,
    ),
  setup: (ctx) => setups().find((s) => s.id === ctx.params.id) ?? notFound(),
  createSetup: {
    schema: SetupBody,
    resolve: ({ body }) => {
      const setup = { id: newId('SET'), active: true, ...body };
      setups().push(setup);
      return created(setup);
    },
  },
  updateSetup: {
    schema: v.intersect([SetupBody, shape({ id, active: v.boolean() })]),
    resolve: ({ body }) => {
      const found = setups().find((s) => s.id === body.id);
      return found ? Object.assign(found, body) : notFound();
    },
  },
  removeSetup: (ctx) => deleted(setups(), (s) => s.id === ctx.query.get('id')),
  suggestion: (ctx) => {
    const setup = setups().find((s) => s.active && s.fromMvs === q(ctx, 'mvsCode'));
    const [from, to] = [versionByMvs(setup?.fromMvs ?? ''), versionByMvs(setup?.toMvs ?? '')];
    if (!setup || !from || !to) return notFound('No suggestion');
    const country = countryOf(ctx.market);
    return {
      setupId: setup.id,
      from: publicVersion(from, ctx),
      to: publicVersion(to, ctx),
      priceDifference: (to.price[country] ?? 0) - (from.price[country] ?? 0),
    };
  },
  latestModels: (ctx) => modelsOf(ctx.brand, countryOf(ctx.market)).slice(-3),
  models: (ctx) => modelsOf(ctx.brand, countryOf(ctx.market)),
  mvs: (ctx) => {
    const long = LONG_CODE_BRANDS.has(ctx.brand);
    const [model, version, series] = [q(ctx, 'model'), q(ctx, 'version'), q(ctx, 'series')];
    if (model.length !== (long ? 4 : 3) || version.length !== (long ? 11 : 3) || series.length !== 1)
      return fail(422, `codes must be ${long ? '4/11/1' : '3/3/1'} characters for ${ctx.brand}`);
    const found = versionByMvs(`${model}${version}${series}`);
    const year = ctx.query.get('year');
    if (!found || found.brand !== ctx.brand || (year && !found.years.includes(Number(year))))
      return notFound('Unknown mvs');
    return publicVersion(found, ctx);
  },
  allMvs: (ctx) => mine(ctx).map((version) => publicVersion(version, ctx)),
  mvsByDescription: (ctx) => {
    const wanted = foldText(q(ctx, 'description'));
    return mine(ctx)
      .filter((version) => foldText(version.fullDescription).includes(wanted))
      .map((version) => publicVersion(version, ctx));
  },
  modelFilter: (ctx) => {
    const [fuel, max] = [
      ctx.query.get('fuel'),
      Number(ctx.query.get('maxPrice') ?? Number.POSITIVE_INFINITY),
    ];
    return modelsOf(ctx.brand, countryOf(ctx.market)).filter(
      (m) => (!fuel || m.fuel === fuel) && m.startingPrice <= max,
    );
  },
  datasheet: (ctx) => {
    const found = versionByMvs(q(ctx, 'mvsCode'));
    return found ? datasheet(found) : notFound('Unknown mvs');
  },
  comparisons: (ctx) => {
    const versions = q(ctx, 'mvsCodes')
      .split(',')
      .map((code) => versionByMvs(code));
    if (versions.length < 2 || versions.some((x) => !x))
      return fail(422, 'mvsCodes must name two or more known versions');
    const country = countryOf(ctx.market);
    return (versions as SandboxVersion[]).map((version) => ({
      ...publicVersion(version, ctx),
      datasheet: datasheet(version),
      optionals: itemsOf(version, country).map((item) => ({
        code: item.code,
        name: item.name,
        price: item.price,
      })),
      standard: standardOf(version, country).map((item) => ({ code: item.code, name: item.name })),
    }));
  },
});
