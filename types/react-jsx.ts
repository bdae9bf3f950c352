import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { SpecAttributes } from '../core/spec-types.ts';
import type { ManifestSpec } from './manifest.ts';

/*
 * The hub tags in React's JSX (dist/types/react.d.ts), derived from the widgets' specs: attributes in
 * kebab-case typed by their props (enums as unions, numbers, booleans, JSON as text or, once the tag
 * is defined, as the value), `brand`/`market`/`skin`, `setting-*` overrides, and `on<event>`
 * listeners (React 19 adds them with addEventListener) with typed details.
 */

/** Every hub tag's JSX attributes, by tag. */
export type HubIntrinsicElements = {
  [Spec in ManifestSpec as Spec['tag']]: DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> &
    SpecAttributes<Spec>;
};

declare module 'react' {
  namespace JSX {
    /** Every hub tag, merged into React's intrinsic elements. */
    interface IntrinsicElements extends HubIntrinsicElements {}
  }
}
