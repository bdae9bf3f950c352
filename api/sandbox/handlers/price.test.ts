import { describe, expect, it } from 'vitest';
import { sandboxScope } from '../../../test/examples/scope.ts';
import { startSandbox } from '../../../test/sandbox.ts';
import { call } from '../../catalogue.ts';
import { VERSIONS } from '../data/catalog.ts';
import { partsOf } from '../data/parts.ts';

startSandbox();

describe("the sandbox's reservation price", () => {
  it("is the e-commerce car's total: the e-commerce price plus colour, optionals and coating, never above it", async () => {
    const scope = sandboxScope();
    const version = VERSIONS.find((v) => v.brand === 'fiat' && partsOf(v.mvsCode, 'BR')?.items.length);
    const parts = partsOf(version?.mvsCode ?? '', 'BR');
    const [color] = parts?.colors ?? [];
    const [item] = (parts?.items ?? []).filter((i) => i.exclusive.length === 0);
    const [coating] = parts?.coatings ?? [];
    const year = String(version?.years[0]);
    const ecommerce = await call<{ price: number; parts: { partId: string; price: number }[] }>(
      scope,
      'price',
      'price',
      {
        query: { mvsCode: version?.mvsCode ?? '', year, type: 'EC' },
      },
    );
    const partPrice = (id: unknown) => ecommerce.parts.find((p) => p.partId === id)?.price ?? 0;
    const configuredTotal =
      ecommerce.price + partPrice(color?.id) + partPrice(item?.id) + (coating ? partPrice(coating.id) : 0);
    const reservation = await call<{ price: number; total: number }>(scope, 'price', 'reservation', {
      query: {
        mvsCode: version?.mvsCode ?? '',
        year,
        colorCode: color?.code ?? '',
        optionalCode: item?.code ?? '',
        ...(coating ? { coatingCode: coating.code } : {}),
      },
    });
    expect(reservation.price).toBe(ecommerce.price);
    expect(reservation.total).toBe(configuredTotal);
  });
});
