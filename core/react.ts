import { createElement, type ReactNode, type Ref, useCallback, useLayoutEffect, useRef } from 'react';

/*
 * `hub-widgets/react`: thin React 19 wrappers over the hub tags (issue 22). React 19 sets a prop on a
 * custom element as a property only when the key is already `in` the element; the loader defines the
 * elements lazily, so a host rendering `<hub-lead-form fields={[…]}>` before the widget's code arrived
 * would get `fields="[object Object]"`, and `modelCode="338"` a `modelcode` attribute nobody reads. The
 * wrappers set every widget prop as a property themselves, before the first paint: on an element not yet
 * defined it waits as the element's own property, which `defineWidget` takes over at the upgrade; on a
 * defined one it goes through the widget's accessor. Attributes React writes well (`brand`, `market`,
 * `skin`, `setting-*`, `data-*`, `aria-*`, `className`, `id` …) and event handlers (`onhub-submit-success`)
 * are left to React.
 */

/** Props a wrapper hands to React as they are: React writes them as attributes or listeners. */
const REACT_OWN = new Set([
  'children',
  'key',
  'className',
  'style',
  'id',
  'slot',
  'part',
  'hidden',
  'title',
  'lang',
  'dir',
  'tabIndex',
  'brand',
  'market',
  'skin',
]);

/** Whether a prop is the widget's (set as a property) rather than an attribute or a listener for React. */
export function isWidgetProp(key: string, value: unknown): boolean {
  return !REACT_OWN.has(key) && !key.includes('-') && !key.startsWith('on') && typeof value !== 'function';
}

/** The props of a hub wrapper: the tag's props (camelCase), attributes, `onhub-…` listeners, a ref. */
export interface HubComponentProps {
  children?: ReactNode;
  ref?: Ref<HTMLElement>;
  [prop: string]: unknown;
}

/**
 * A React component rendering `tag` with its widget props set as properties (objects and arrays
 * included), before and after the loader defines the element.
 */
export function createHubComponent(tag: string): (props: HubComponentProps) => ReactNode {
  function HubComponent({ ref, children, ...props }: HubComponentProps): ReactNode {
    const element = useRef<HTMLElement | null>(null);
    const sent = useRef(new Map<string, unknown>());
    const attributes: Record<string, unknown> = {};
    const properties = new Map<string, unknown>();
    for (const [key, value] of Object.entries(props)) {
      if (isWidgetProp(key, value)) properties.set(key, value);
      else attributes[key] = value;
    }
    const attach = useCallback(
      (node: HTMLElement | null) => {
        element.current = node;
        if (typeof ref === 'function') return ref(node);
        if (ref) ref.current = node;
        return undefined;
      },
      [ref],
    );
    // Before the browser paints and before the widget's own (asynchronous) render: no flash of a
    // configuration message for a prop still on its way.
    useLayoutEffect(() => {
      const el = element.current as unknown as Record<string, unknown> | null;
      if (!el) return;
      for (const [key, value] of properties) {
        if (sent.current.has(key) && sent.current.get(key) === value) continue;
        sent.current.set(key, value);
        el[key] = value;
      }
      for (const key of [...sent.current.keys()]) {
        if (properties.has(key)) continue;
        sent.current.delete(key);
        el[key] = undefined;
      }
    });
    return createElement(tag, { ...attributes, ref: attach }, children as ReactNode);
  }
  HubComponent.displayName = tag.replace(/(^|-)(\w)/g, (_, __, letter: string) => letter.toUpperCase());
  return HubComponent;
}

/** `<hub-lead-form>` for React hosts. */
export const HubLeadForm = createHubComponent('hub-lead-form');
/** `<hub-configurator>` for React hosts. */
export const HubConfigurator = createHubComponent('hub-configurator');
/** `<hub-financing>` for React hosts. */
export const HubFinancing = createHubComponent('hub-financing');
/** `<hub-test-drive>` for React hosts. */
export const HubTestDrive = createHubComponent('hub-test-drive');
/** `<hub-whatsapp-chat>` for React hosts. */
export const HubWhatsappChat = createHubComponent('hub-whatsapp-chat');
/** `<hub-reservation>` for React hosts. */
export const HubReservation = createHubComponent('hub-reservation');
/** `<hub-sign-up>` for React hosts. */
export const HubSignUp = createHubComponent('hub-sign-up');
/** `<hub-version-comparator>` for React hosts. */
export const HubVersionComparator = createHubComponent('hub-version-comparator');
/** `<hub-dealer-picker>` for React hosts. */
export const HubDealerPicker = createHubComponent('hub-dealer-picker');
/** `<hub-location-selector>` for React hosts. */
export const HubLocationSelector = createHubComponent('hub-location-selector');
