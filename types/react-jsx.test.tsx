import { describe, expect, expectTypeOf, it } from 'vitest';
import { BRANDS } from '../core/brands.ts';
import { MARKETS } from '../core/markets.ts';
import { SKINS } from '../themes/index.ts';
import { CONTEXT_ATTRIBUTES } from './prop-text.ts';
import type { HubIntrinsicElements } from './react-jsx.ts';

// Checked by `tsc` (the project's typecheck): a `@ts-expect-error` below that no longer meets an
// error fails the typecheck, so a brand, market or skin typed as any string again is caught.
type LeadForm = HubIntrinsicElements['hub-lead-form'];

describe("the hub tags' brand, market and skin in the repository's JSX", () => {
  it('are the unions the published declarations give (core/brands, core/markets, the skins)', () => {
    expectTypeOf<LeadForm['brand']>().toEqualTypeOf<(typeof BRANDS)[number] | undefined>();
    expectTypeOf<LeadForm['market']>().toEqualTypeOf<(typeof MARKETS)[number] | undefined>();
    expectTypeOf<LeadForm['skin']>().toEqualTypeOf<(typeof SKINS)[number] | undefined>();
    expectTypeOf<HubIntrinsicElements['hub-configurator']['skin']>().toEqualTypeOf<
      (typeof CONTEXT_ATTRIBUTES)[2]['values'][number] | undefined
    >();
    // The published declarations list the same values.
    expect(CONTEXT_ATTRIBUTES.map((attribute) => attribute.values)).toEqual([BRANDS, MARKETS, SKINS]);
  });

  it('refuses a value that is not one of them', () => {
    const page = (
      <>
        <hub-lead-form brand="jeep" market="es-AR" skin="jeep-dark" />
        {/* @ts-expect-error: tesla is no brand of the showroom */}
        <hub-lead-form brand="tesla" />
        {/* @ts-expect-error: France is no market of the showroom */}
        <hub-configurator market="fr-FR" />
        {/* @ts-expect-error: skins are a brand's, light, -dark or -auto */}
        <hub-offers skin="fiat-sepia" />
      </>
    );
    expect(page.props.children).toHaveLength(4);
  });
});
