import { createStore } from 'jotai/vanilla';
import { beforeEach, describe, expect, it } from 'vitest';
import { cookieJar } from '../../../test/location.ts';
import { isCarReady, missingChoices } from './carReadiness.ts';
import { createConfiguratorActions } from './createConfiguratorActions.ts';
import { CATALOG, MVS } from './fixtures.ts';

const KEY = 'hub:car:jeep';
const stored = () => JSON.parse(localStorage.getItem(KEY) ?? 'null')?.value.car;
const COATING = { id: 'k1', code: 'K1', name: 'Vitrificação', price: 900 };
const STOCK = { mvsCode: MVS.code, modelYear: 2026, total: 3, deliveryDays: null, byColor: [] };

function setup() {
  const actions = createConfiguratorActions(createStore(), { document: cookieJar().doc });
  actions.restoreCar('jeep');
  actions.setCatalog(CATALOG);
  actions.update({ mvs: MVS });
  return actions;
}

beforeEach(() => localStorage.clear());

describe('readiness (isReady)', () => {
  it('a car is ready with a version, a colour and, when coatings are offered, a coating', () => {
    expect(missingChoices({ color: null, coating: null }, true)).toEqual(['color', 'coating']);
    expect(missingChoices({ color: null, coating: null }, false)).toEqual(['color']);
    expect(isCarReady({ mvs: null, color: CATALOG.colors[0]!, coating: COATING }, true)).toBe(false);
  });

  it('markReady fills isReady and saves it; removing the colour makes the car not ready again', () => {
    const actions = setup();
    expect(actions.markReady(true).isReady).toBe(false);
    actions.chooseColor('c1');
    expect(actions.markReady(true).isReady).toBe(false);
    actions.update({ coating: COATING });
    expect(actions.markReady(true).isReady).toBe(true);
    expect(stored().isReady).toBe(true);
    actions.update({ color: null });
    expect(actions.markReady(true).isReady).toBe(false);
  });
});

describe('stock, funding and e-commerce data', () => {
  it('are kept with the car and saved', () => {
    const actions = setup();
    actions.setStock(STOCK);
    actions.setFunding({ planId: 'p48', installments: 48 });
    actions.setEcommerce({ total: 5000 });
    expect(stored()).toMatchObject({
      stock: STOCK,
      funding: { planId: 'p48' },
      ecommerce: { total: 5000 },
    });
  });

  it('another version drops its stock, funding, e-commerce data and readiness', () => {
    const actions = setup();
    actions.chooseColor('c1');
    actions.markReady(false);
    actions.setStock(STOCK);
    actions.setFunding({ planId: 'p48' });
    actions.setEcommerce({ total: 5000 });
    const next = actions.update({ mvs: { ...MVS, code: '3641A1C' } });
    expect(next).toMatchObject({ stock: null, funding: null, ecommerce: null, isReady: false });
  });

  it('another colour or ITEM optional drops the e-commerce price and the funding, never the stock', () => {
    const actions = setup();
    actions.setStock(STOCK);
    actions.setFunding({ planId: 'p48' });
    actions.setEcommerce({ total: 5000 });
    actions.chooseColor('c3');
    expect(actions.car()).toMatchObject({ stock: STOCK, funding: null, ecommerce: null });
  });

  it('an accessory keeps the e-commerce price (not priced on accessories) but drops the funding', () => {
    const actions = setup();
    actions.setEcommerce({ total: 5000 });
    actions.setFunding({ planId: 'p48' });
    actions.confirmPlan({}, actions.planSelection('mat', 'add'));
    expect(actions.car()).toMatchObject({ ecommerce: { total: 5000 }, funding: null });
  });

  it('the price of the same version arriving keeps the stock and e-commerce data', () => {
    const actions = setup();
    actions.setStock(STOCK);
    actions.setEcommerce({ total: 5000 });
    actions.update({ mvs: { ...MVS, price: 210_000 } });
    expect(actions.car()).toMatchObject({ stock: STOCK, ecommerce: { total: 5000 } });
  });
});
