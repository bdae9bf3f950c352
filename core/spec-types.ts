import type * as v from 'valibot';
import type { PropertySpec, PropSpec } from './attributes.ts';
import type { HubEventDetail } from './events.ts';
import type { SettingName } from './settings.ts';
import type { AnyWidgetSpec, COMMON_EVENTS, WidgetSpec } from './widget-spec.ts';

/*
 * Types derived from a widget's spec: the component's props, the element's properties (for
 * `HTMLElementTagNameMap`) and its attributes in JSX (React's `IntrinsicElements`).
 */

type Flatten<T> = { [K in keyof T]: T[K] } & {};

/** The value a prop of spec `S` carries. */
export type PropValue<S> = S extends { type: 'string' }
  ? string
  : S extends { type: 'boolean' }
    ? boolean
    : S extends { type: 'number' }
      ? number
      : S extends { type: 'enum'; values: readonly (infer V)[] }
        ? V
        : S extends { type: 'json'; schema: infer Schema extends v.GenericSchema }
          ? v.InferOutput<Schema>
          : S extends { type: 'json' }
            ? unknown
            : S extends PropertySpec<infer T>
              ? T
              : never;

/** Whether the widget always receives a value for the prop: enums and props with a default. */
type Given<S> = S extends { type: 'enum' } ? true : S extends { default: unknown } ? true : false;

type PropsOf<Spec> = Spec extends { props: infer P extends Record<string, PropSpec> } ? P : never;

/**
 * The props a widget's component receives, inferred from its spec: string → `string | undefined`,
 * number → `number | undefined` (`number` with a default), boolean → `boolean` (an optional key: absent
 * is false, as in HTML and JSX), enum → the union of its values, json → its schema's output, property
 * → its declared type. Props with a default are always given.
 */
export type SpecProps<Spec extends { props: Record<string, PropSpec> }> = Flatten<
  {
    -readonly [K in keyof PropsOf<Spec> as Given<PropsOf<Spec>[K]> extends true ? K : never]: PropValue<
      PropsOf<Spec>[K]
    >;
  } & {
    -readonly [K in keyof PropsOf<Spec> as Given<PropsOf<Spec>[K]> extends true ? never : K]?: PropValue<
      PropsOf<Spec>[K]
    >;
  }
>;

/** The element's JS properties: what each prop resolves to (booleans always a boolean). */
export type SpecElementProps<Spec extends { props: Record<string, PropSpec> }> = {
  -readonly [K in keyof PropsOf<Spec>]: Given<PropsOf<Spec>[K]> extends true
    ? PropValue<PropsOf<Spec>[K]>
    : PropsOf<Spec>[K] extends { type: 'boolean' }
      ? boolean
      : PropValue<PropsOf<Spec>[K]> | undefined;
};

/** A widget element as a host page sees it. */
export type SpecElement<Spec extends { props: Record<string, PropSpec> }> = HTMLElement &
  SpecElementProps<Spec>;

/** `modelCode` → `model-code`, as `toAttributeName` does at run time. */
export type AttributeName<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `-${Lowercase<Head>}`}${AttributeName<Tail>}`
  : S;

/** What a prop's attribute accepts in JSX: JSON as its text or, once the tag is defined, as the value. */
type AttributeValue<S> = S extends { type: 'number' }
  ? number | `${number}`
  : S extends { type: 'json' }
    ? string | PropValue<S>
    : PropValue<S>;

type EventsOf<Spec> = Spec extends WidgetSpec<string, Record<string, PropSpec>, infer E> ? E : never;

/**
 * A widget's attributes in JSX (React 19 sets an attribute, or the property once the tag is defined):
 * the props in kebab-case, JS-only properties by name, `brand`/`market`/`skin`, the `setting-*`
 * overrides, and `on<event>` listeners with typed details.
 */
export type SpecAttributes<Spec extends AnyWidgetSpec> = {
  -readonly [K in keyof PropsOf<Spec> as PropsOf<Spec>[K] extends { type: 'property' }
    ? K
    : AttributeName<K & string>]?: AttributeValue<PropsOf<Spec>[K]>;
} & { brand?: string; market?: string; skin?: string } & {
  [N in SettingName as `setting-${N}`]?: string | boolean;
} & {
  [N in EventsOf<Spec> | (typeof COMMON_EVENTS)[number] as `on${N}`]?: (
    event: CustomEvent<HubEventDetail<N>>,
  ) => void;
};
