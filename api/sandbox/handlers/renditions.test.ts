import { describe, expect, it } from 'vitest';
import { startSandbox } from '../../../test/sandbox.ts';
import { VERSIONS } from '../data/catalog.ts';

startSandbox();

/** The generated rendition of a model's first version, as the demo's image template asks for it. */
async function rendition(brand: string, modelName: string): Promise<string> {
  const version = VERSIONS.find((v) => v.brand === brand && v.modelName === modelName)!;
  const response = await fetch(
    `http://sandbox.test/sandbox/renditions/${brand}/${version.mvsCode}/default/638x359.svg`,
  );
  expect(response.status).toBe(200);
  return response.text();
}

/** The outlines an SVG draws (its paths' `d`), which make its shape. */
const outlines = (svg: string) => [...svg.matchAll(/<path d="([^"]+)"/g)].map((m) => m[1]);

describe('sandbox renditions: each model drawn as its body type', () => {
  it('pickups, SUVs and hatches differ in shape from a sedan', async () => {
    const sedan = outlines(await rendition('fiat', 'Cronos'));
    expect(sedan).toHaveLength(3);
    for (const [brand, model] of [
      ['fiat', 'Toro'],
      ['ram', 'Rampage'],
      ['jeep', 'Renegade'],
      ['jeep', 'Compass'],
      ['fiat', 'Argo'],
      ['fiat', 'Mobi'],
    ] as const) {
      const shape = outlines(await rendition(brand, model));
      expect(shape[0], `${brand} ${model}`).not.toBe(sedan[0]);
    }
  });

  it('models of one body type share its shape, and the picture is named after the car', async () => {
    const [toro, rampage] = [await rendition('fiat', 'Toro'), await rendition('ram', 'Rampage')];
    expect(outlines(toro)).toEqual(outlines(rampage));
    expect(toro).toContain('data-body="pickup"');
    expect(await rendition('jeep', 'Compass')).toContain('data-body="suv"');
    expect(await rendition('fiat', 'Mobi')).toContain('data-body="hatch"');
    expect(await rendition('fiat', 'Cronos')).toContain('data-body="sedan"');
    expect(toro).toMatch(/aria-label="Toro [^"]+"/);
  });
});
