import { describe, expect, it } from 'vitest';
import type { Color } from '../../api/carSchemas.ts';
import { swatchBackground } from './swatchBackground.ts';

const color = (extra: Partial<Color>): Color =>
  ({ id: 'c', code: 'c', name: 'c', price: 0, primaryColor: '#F4F4F2', ...extra }) as Color;

describe('swatchBackground', () => {
  it('draws the service’s hexadecimals.rgbList: every tone of a multi-tone colour', () => {
    expect(swatchBackground(color({ hexadecimals: { rgbList: ['#F4F4F2', '#1B1C1E', 'B0171F'] } }))).toBe(
      'linear-gradient(135deg, #F4F4F2 0 33%, #1B1C1E 33% 67%, #B0171F 67% 100%)',
    );
  });

  it('ignores entries that are not colours, and a one-tone list draws that tone', () => {
    expect(swatchBackground(color({ hexadecimals: { rgbList: ['#B0171F', 'red;background:url(x)'] } }))).toBe(
      '#B0171F',
    );
  });

  it('without rgbList: the primary colour, or a two-tone gradient with the secondary one', () => {
    expect(swatchBackground(color({}))).toBe('#F4F4F2');
    expect(swatchBackground(color({ secondaryColor: '#1B1C1E' }))).toBe(
      'linear-gradient(135deg, #F4F4F2 0 55%, #1B1C1E 55% 100%)',
    );
  });
});
