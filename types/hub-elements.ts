import type { SpecElement } from '../core/spec-types.ts';
import type { ManifestSpec } from './manifest.ts';

/*
 * Typed tags for host pages, derived from the widgets' specs (dist/types/index.d.ts): each tag's
 * element with its typed properties in `HTMLElementTagNameMap`, so `document.querySelector('hub-lead-form')`
 * knows `variant`; the events are typed in `GlobalEventHandlersEventMap` by core/events.ts.
 */

export type {
  HubEventDetail,
  HubEventDetails,
  HubEventName,
  SimulationChangeDetail,
} from '../core/events.ts';
export type { SettingName, Settings } from '../core/settings.ts';

/** Every hub tag's element, by tag. */
export type HubElements = { [Spec in ManifestSpec as Spec['tag']]: SpecElement<Spec> };

/** A hub tag. */
export type HubTag = keyof HubElements;

declare global {
  /** Every hub tag, merged into the DOM's own map. */
  interface HTMLElementTagNameMap extends HubElements {}
}
