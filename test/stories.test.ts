import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BRANDS } from '../core/brands.ts';
import { MARKETS } from '../core/markets.ts';
import { BRAND_MARKET, brandMarketStory } from '../stories/brandMarket.ts';
import { WIDGET_SPECS } from '../types/manifest.ts';

const STORIES = join(dirname(new URL(import.meta.url).pathname), '..', 'stories');
const storyFiles = readdirSync(STORIES)
  .filter((name) => name.endsWith('.stories.tsx'))
  .map((name) => ({ name, text: readFileSync(join(STORIES, name), 'utf8') }));

describe('stories take brands and markets from core', () => {
  it('one brand × market entry per brand and market, named as the story exports are', () => {
    expect(Object.keys(BRAND_MARKET)).toHaveLength(BRANDS.length * MARKETS.length);
    expect(brandMarketStory('fiat-abarth', 'pt-BR')).toBe('AbarthPtBR');
    expect(brandMarketStory('ds', 'es-AR')).toBe('DsEsAR');
    expect(BRAND_MARKET.AbarthEsAR).toEqual({ brand: 'fiat-abarth', market: 'es-AR' });
  });

  it.each(storyFiles)(
    '$name: no brand or market list of its own, each story the args of its name',
    ({ text }) => {
      expect(text).not.toMatch(/'fiat',\s*'jeep'/);
      expect(text).not.toMatch(/'pt-BR',\s*'es-AR'/);
      const stories = [...text.matchAll(/export const (\w+): Story = \{[^;]*?BRAND_MARKET\.(\w+)/g)];
      for (const [, exported, args] of stories) expect(args, exported).toBe(exported);
    },
  );
});

/** The stories file whose title is the widget's own (`Widgets/hub-<name>`). */
const widgetFile = (tag: string) => storyFiles.find(({ text }) => text.includes(`title: 'Widgets/${tag}',`));

describe('every widget in Storybook: the brand × market grid, docs from its spec, a play that reads it', () => {
  it.each(WIDGET_SPECS.map((spec) => ({ tag: spec.tag })))(
    '$tag: one story per brand × market (c-BR included)',
    ({ tag }) => {
      const file = widgetFile(tag);
      expect(file, `a stories file titled Widgets/${tag}`).toBeDefined();
      const exported = new Set(
        [...(file?.text ?? '').matchAll(/^export const (\w+)/gm)].map(([, name]) => name),
      );
      const missing = Object.keys(BRAND_MARKET).filter((name) => !exported.has(name));
      expect(missing).toEqual([]);
    },
  );

  it.each(storyFiles)('$name: argTypes from the widget spec, autodocs, a default play', ({ text }) => {
    expect(text).toMatch(/argTypes: \{\s*\.\.\.specArgTypes\(/);
    expect(text).toMatch(/seenInLanguage\('[\w-]+'\)/);
  });
});
