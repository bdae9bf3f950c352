import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { Brand } from '../core/brands.ts';
import type { Market } from '../core/markets.ts';
import type { SpecAttributes } from '../core/spec-types.ts';
import type { Skin } from '../themes/index.ts';
import type { ManifestSpec } from './manifest.ts';

/*
 * The hub tags in React's JSX (dist/types/react.d.ts), derived from the widgets' specs: attributes in
 * kebab-case typed by their props (enums as unions, numbers, booleans, JSON as text or, once the tag
 * is defined, as the value), `brand`/`market`/`skin`, `setting-*` overrides, and `on<event>`
 * listeners (React 19 adds them with addEventListener) with typed details.
 */

/**
 * The context attributes every hub tag takes, as the published declarations type them (the unions of
 * core/brands.ts, core/markets.ts and the themes' skins; types/prop-text.ts `CONTEXT_ATTRIBUTES`):
 * in the repository's own JSX (stories, tests) a brand, market or skin that does not exist is a type error.
 */
export interface HubContextAttributes {
  brand?: Brand;
  market?: Market;
  skin?: Skin;
}

/** Every hub tag's JSX attributes, by tag. */
export type HubIntrinsicElements = {
  [Spec in ManifestSpec as Spec['tag']]: DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> &
    Omit<SpecAttributes<Spec>, keyof HubContextAttributes> &
    HubContextAttributes;
};

declare module 'react' {
  namespace JSX {
    /** Every hub tag, merged into React's intrinsic elements. */
    interface IntrinsicElements extends HubIntrinsicElements {}
  }
}
