import { fireEvent, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { VERSIONS } from '../../api/sandbox/data/catalog.ts';
import type { CarThumbnailProps } from '../../domain/car/image/CarThumbnail.tsx';
import { mount, setupPage } from '../../test/page.ts';
import { withConfiguratorPage } from './configuratorPage.testing.ts';

/** The versions whose picture was drawn, in order (the real thumbnail, counted). */
const drawn = vi.hoisted(() => [] as string[]);
vi.mock('../../domain/car/image/CarThumbnail.tsx', async (original) => {
  const real = await original<typeof import('../../domain/car/image/CarThumbnail.tsx')>();
  return {
    ...real,
    CarThumbnail: (props: CarThumbnailProps) => {
      drawn.push(props.mvs.code);
      return real.CarThumbnail(props);
    },
  };
});

withConfiguratorPage();

const ARGO = VERSIONS.filter((version) => version.brand === 'fiat' && version.modelName === 'Argo');

describe('hub-configurator: picking a version', () => {
  it('checks the picked card and redraws no other version card, then shows the car it makes', async () => {
    expect(ARGO.length).toBeGreaterThan(2);
    setupPage();
    const { root } = mount(`<hub-configurator model="${ARGO[0]!.modelCode}"></hub-configurator>`);
    const view = within(root as unknown as HTMLElement);
    const radios = (await view.findAllByRole('radio', {}, { timeout: 4000 })) as HTMLInputElement[];
    expect(radios.map((radio) => radio.value)).toEqual(ARGO.map((version) => version.mvsCode));
    drawn.length = 0;
    fireEvent.click(radios[1]!);
    expect(radios.map((radio) => radio.checked)).toEqual([false, true, false]);
    // The car it makes follows: the totals beside the step, the price asked for that version.
    await view.findAllByText('Total', {}, { timeout: 4000 });
    expect(radios.map((radio) => radio.checked)).toEqual([false, true, false]);
    // Only the picked card's picture was drawn again; the other versions' cards were left alone.
    expect(new Set(drawn)).toEqual(new Set([ARGO[1]!.mvsCode]));
  });
});
