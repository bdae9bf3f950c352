import type { PropSpec } from './attributes.ts';
import type { HubEventName } from './events.ts';
import type { SettingName } from './settings.ts';

/*
 * One spec per widget (`widgets/<name>/<name>.spec.ts`): everything the element, the loader's
 * registry test, custom-elements.json and the host types are derived from. A spec imports no
 * component: the build and the types read it without pulling React code in.
 */

/** Events every widget fires (from its host): `hub-ready` once it is interactive, `hub-error`. */
export const COMMON_EVENTS = ['hub-ready', 'hub-error'] as const satisfies readonly HubEventName[];

/** An event a widget fires on its own, beside {@link COMMON_EVENTS}. */
export type WidgetEventName = Exclude<HubEventName, (typeof COMMON_EVENTS)[number]>;

/** The CSS parts a host page can style with `::part()`, and what each is. */
export const CSS_PARTS = {
  root: 'The widget box.',
  form: 'A form of the widget.',
  field: 'A field: its label, input and message.',
  label: 'The label of a field.',
  input: 'An input, select or text area.',
  slider: 'A range input.',
  button: 'A button.',
  alert: 'A message: the configuration message, a failure, a notice.',
  error: "A field's validation message.",
} as const;

/** A CSS part name. */
export type CssPart = keyof typeof CSS_PARTS;

/** Everything known of one widget. */
export interface WidgetSpec<
  Tag extends string = string,
  P extends Record<string, PropSpec> = Record<string, PropSpec>,
  E extends WidgetEventName = never,
> {
  /** The tag, e.g. `hub-lead-form`; the element module is `widgets/<tag without hub->/<same>.element.ts`. */
  tag: Tag;
  /** The element's class name in custom-elements.json, e.g. `HubLeadForm`. */
  className: string;
  /** What the widget is, for editors and CMS tooling. */
  description: string;
  /** The props, each read from its kebab-case attribute or set as a JS property. */
  props: P;
  /** The widget's own events and when they fire; details are typed in core/events.ts. */
  events: { readonly [N in E]: string };
  /**
   * Service keys (`hub:service:KEY`): without a required one the widget shows a configuration message;
   * an optional one turns a part of the widget on.
   */
  services: { required: readonly string[]; optional: readonly string[] };
  /** Page settings the widget reads (itself or through domain/); a bad value of one is a configuration message. */
  settings: readonly SettingName[];
  /** CSS parts the widget renders. */
  parts: readonly CssPart[];
}

/** Any widget's spec (its event names widened away). */
export type AnyWidgetSpec = WidgetSpec<string, Record<string, PropSpec>, never>;

/** The events a widget fires: the common ones, then its own. */
export function eventsOf(spec: AnyWidgetSpec): HubEventName[] {
  return [...COMMON_EVENTS, ...(Object.keys(spec.events) as WidgetEventName[])];
}

/**
 * Declares a widget's spec. An identity function that keeps the tag, the props and the event names
 * exact, so the component's props type can be inferred with `SpecProps<typeof spec>`.
 */
export function defineWidgetSpec<
  const Tag extends string,
  const P extends Record<string, PropSpec>,
  E extends WidgetEventName = never,
>(spec: WidgetSpec<Tag, P, E>): WidgetSpec<Tag, P, E> {
  return spec;
}
