import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VERSIONS } from '../../api/sandbox/data/catalog.ts';
import { mount, setupPage } from '../../test/page.ts';
import { startSandbox } from '../../test/sandbox.ts';
import './version-comparator.element.ts';

startSandbox();

const TEMPLATE = 'https://img.example.com/{brand}/{mvs}/{color}/{width}x{height}.png';
const toro = VERSIONS.filter((version) => version.brand === 'fiat' && version.modelName === 'Toro');

async function headers(model: string) {
  const { root } = mount(`<hub-version-comparator model="${model}"></hub-version-comparator>`);
  const table = await within(root as unknown as HTMLElement).findByRole('table', {}, { timeout: 4000 });
  return within(table).getAllByRole('columnheader').slice(1);
}

describe('hub-version-comparator: version thumbnails', () => {
  it('heads each version with its 48 × 48 thumbnail rendition, decorative beside its name', async () => {
    setupPage({ settings: { 'car-image-url': TEMPLATE } });
    const columns = await headers(toro[0]!.modelCode);
    expect(columns).toHaveLength(toro.length);
    for (const column of columns) {
      const image = column.querySelector('img')!;
      expect(image.getAttribute('src')).toMatch(
        /^https:\/\/img\.example\.com\/fiat\/\w+\/default\/48x48\.png$/,
      );
      expect(image.getAttribute('alt')).toBe('');
      expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['48', '48']);
    }
    const codes = columns.map((column) => column.querySelector('img')!.getAttribute('src')!.split('/')[4]);
    expect(codes.sort()).toEqual(toro.map((version) => version.mvsCode).sort());
  });

  it("without an image template each version is drawn as its model's body type", async () => {
    setupPage();
    const columns = await headers(toro[0]!.modelCode);
    for (const column of columns) {
      const drawn = column.querySelector('svg')!;
      expect(drawn.getAttribute('data-body')).toBe('pickup');
      expect(drawn.getAttribute('aria-hidden')).toBe('true');
    }
  });
});
