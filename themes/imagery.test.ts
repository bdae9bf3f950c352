import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { brandSheet, SKINS } from './index.ts';
import { luminance, parseHex, tokenResolver } from './tokenMath.ts';

const source = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');
const tokensCss = source('./tokens.css');
/** The skins a page can set outright (the -auto ones follow the visitor's light or dark). */
const MEASURED = SKINS.filter((skin) => !skin.endsWith('-auto'));

/**
 * Car photos (renditions from the image template) come on a light ground of their own. Each sits on the
 * skin's stage (--hub-image-backdrop) and is blended onto it (--hub-image-blend): multiplied, the ground
 * takes the stage's tone. A dark skin that laid a photo on as it is would show a white box on its dark
 * panel; a photo multiplied onto a dark stage would turn the car near black.
 */
describe('car photos on every skin: no white box, no blackened car', () => {
  it.each(MEASURED)('%s', (skin) => {
    const token = tokenResolver(tokensCss, brandSheet(skin));
    const blend = token('--hub-image-blend');
    const stage = luminance(parseHex(token('--hub-image-backdrop')));
    if (skin.endsWith('-dark')) expect(blend, 'a dark skin blends the photo into its stage').toBe('multiply');
    expect(['multiply', 'normal']).toContain(blend);
    // Multiplied onto a stage darker than this, a car's paint loses its colour.
    if (blend === 'multiply') expect(stage, 'a multiplied photo needs a light stage').toBeGreaterThan(0.45);
  });
});
