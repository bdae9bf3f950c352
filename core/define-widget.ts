import r2wc from '@r2wc/react-to-web-component';
import type { ComponentType } from 'react';
import { checkProperty, type PropSpec, parseAttribute, toAttributeName } from './attributes.ts';
import { ConfigError, type ConfigIssue } from './errors.ts';
import { readPageMeta, resolveContext } from './page-context.ts';
import { SETTING_NAMES, type SettingName, settingAttribute } from './settings.ts';
import type { SpecProps } from './spec-types.ts';
import { keepFieldFocusOnSubmitPress } from './submitPress.ts';
import { themeSheetFor } from './theme-sheet.ts';
import { type HostState, WidgetHost } from './WidgetHost.tsx';
import type { AnyWidgetSpec } from './widget-spec.ts';

// r2wc keeps its state under registered symbols; the element feeds it the props it resolved itself.
const PROPS = Symbol.for('r2wc.props');
const RENDER = Symbol.for('r2wc.render');
const CONTEXT_PROPS = ['brand', 'market', 'skin'] as const;
const SETTING_ATTRIBUTES = SETTING_NAMES.map(settingAttribute);

const widgetSheets = new Map<string, CSSStyleSheet>();
function widgetSheet(tag: string, css: string | undefined): CSSStyleSheet[] {
  if (!css) return [];
  let sheet = widgetSheets.get(tag);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    widgetSheets.set(tag, sheet);
  }
  return [sheet];
}

interface R2wcElement extends HTMLElement {
  [PROPS]: Record<string, unknown>;
  [RENDER]: () => void;
}

/** The element's `setting-NAME` attributes, by setting name. */
function elementSettings(el: Element): Partial<Record<SettingName, string>> {
  const out: Partial<Record<SettingName, string>> = {};
  for (const name of SETTING_NAMES) {
    const value = el.getAttribute(settingAttribute(name));
    if (value !== null) out[name] = value;
  }
  return out;
}

/**
 * Defines the spec's tag as a custom element rendering `Component` in an open shadow root (CONTRACT
 * §1, STYLE convention 1). Over r2wc it adds: booleans by presence; removing an attribute restores the
 * default; bad numbers/JSON/enums, bad page settings and missing required services give a visible
 * configuration message (from {@link ConfigError}s) and `hub-error`; properties set before the
 * definition are kept; brand skin and widget styles adopted into the shadow root; `brand`, `market`,
 * `skin` and `setting-*` attributes winning over the page's metas; `hub-*` event names as written
 * (r2wc lowercases); `hub-ready` after the widget's first commit. Calling it twice is harmless.
 */
export function defineWidget<Spec extends AnyWidgetSpec>(
  spec: Spec,
  Component: ComponentType<SpecProps<Spec>>,
  /** The widget's own CSS (component tokens and layout); brand skin and shared styles are added. */
  styles?: string,
): CustomElementConstructor {
  const { tag } = spec;
  const existing = customElements.get(tag);
  if (existing) return existing;
  const specs: Record<string, PropSpec> = spec.props;
  const names = Object.keys(specs);
  const attributes = [...names.map(toAttributeName), ...CONTEXT_PROPS, ...SETTING_ATTRIBUTES];
  const Base = r2wc(WidgetHost, { shadow: 'open', props: [] }) as unknown as new () => R2wcElement;

  class HubWidget extends Base {
    static get observedAttributes(): string[] {
      return attributes;
    }

    #assigned = new Map<string, unknown>();
    #resolved: Record<string, unknown> = {};

    constructor() {
      super();
      // A mouse press on a submit button must not blur the field first (core/submitPress.ts).
      this.shadowRoot?.addEventListener('mousedown', keepFieldFocusOnSubmitPress);
      for (const name of names) {
        if (Object.hasOwn(this, name)) {
          const value = (this as unknown as Record<string, unknown>)[name];
          delete (this as unknown as Record<string, unknown>)[name];
          if (value !== undefined && value !== null) this.#assigned.set(name, value);
        }
      }
      this.hubSync();
    }

    attributeChangedCallback(): void {
      this.hubSync();
      this[RENDER]();
    }

    /** Resolves context, settings, props and configuration errors, and adopts the skin. */
    hubSync(): void {
      const issues: ConfigIssue[] = [];
      const { context, issues: contextIssues } = resolveContext(
        readPageMeta(this.ownerDocument),
        {
          brand: this.getAttribute('brand'),
          market: this.getAttribute('market'),
          skin: this.getAttribute('skin'),
          settings: elementSettings(this),
        },
        spec.settings,
      );
      issues.push(...contextIssues);
      for (const key of spec.services.required) {
        if (!context.services[key]) issues.push({ code: 'missing-service', field: key, value: '' });
      }
      const props: Record<string, unknown> = {};
      for (const name of names) {
        const propSpec = specs[name]!;
        const parsed = this.#assigned.has(name)
          ? checkProperty(propSpec, this.#assigned.get(name))
          : parseAttribute(propSpec, this.getAttribute(toAttributeName(name)));
        if (parsed.ok) props[name] = parsed.value;
        else issues.push({ code: 'invalid-attribute', field: toAttributeName(name), value: parsed.value });
      }
      this.#resolved = props;
      const root = this.shadowRoot;
      if (root) root.adoptedStyleSheets = [themeSheetFor(context.skin), ...widgetSheet(tag, styles)];
      const errors = issues.map((issue) => new ConfigError(tag, issue));
      const hub: HostState = { tag, host: this, Component, props, errors, context };
      this[PROPS] = { hub };
    }

    /** The value a property currently resolves to. */
    hubResolved(name: string): unknown {
      return this.#resolved[name];
    }

    hubAssign(name: string, value: unknown): void {
      if (value === undefined || value === null) this.#assigned.delete(name);
      else this.#assigned.set(name, value);
      this.hubSync();
      this[RENDER]();
    }
  }

  for (const name of names) {
    Object.defineProperty(HubWidget.prototype, name, {
      configurable: true,
      enumerable: true,
      get(this: HubWidget) {
        return this.hubResolved(name);
      },
      set(this: HubWidget, value: unknown) {
        this.hubAssign(name, value);
      },
    });
  }
  customElements.define(tag, HubWidget);
  return HubWidget;
}
