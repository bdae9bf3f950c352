import { act, render, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setupPage } from '../test/page.ts';
import { defineWidget } from './define-widget.ts';
import { createHubComponent, isWidgetProp } from './react.ts';
import type { SpecProps } from './spec-types.ts';
import { defineWidgetSpec } from './widget-spec.ts';

const spec = (tag: string) =>
  defineWidgetSpec({
    tag,
    className: 'ReactProbe',
    description: 'A test widget for React hosts.',
    props: {
      fields: { type: 'json' },
      modelCode: { type: 'string' },
      count: { type: 'number', min: 0 },
    },
    events: {},
    services: { required: [], optional: [] },
    settings: [],
    parts: ['root'],
  });

function Probe(props: Partial<SpecProps<ReturnType<typeof spec>>>) {
  return <output>{JSON.stringify(props)}</output>;
}

/** What the widget renders in its shadow root: its props, or null while it shows something else. */
function shown(el: Element | null): unknown {
  const out = el?.shadowRoot?.querySelector('output');
  return out ? JSON.parse(out.textContent ?? 'null') : null;
}

const FIELDS = [{ name: 'cnh', label: 'CNH', required: true }];

describe('React hosts (hub-widgets/react)', () => {
  it('objects and camelCase props set before the lazy definition arrive as properties at the upgrade', async () => {
    setupPage();
    const errors = vi.fn();
    document.addEventListener('hub-error', (e) => errors(e.detail));
    const Wrapped = createHubComponent('hub-react-early');
    const { container } = render(<Wrapped fields={FIELDS} modelCode="338" count={2} brand="jeep" />);
    const el = container.querySelector('hub-react-early')!;
    // Not defined yet: no "[object Object]" attribute, no lower-cased attribute nobody reads.
    expect(customElements.get('hub-react-early')).toBeUndefined();
    expect(el.getAttributeNames().sort()).toEqual(['brand']);

    defineWidget(spec('hub-react-early'), Probe);
    await waitFor(() => expect(shown(el)).toEqual({ fields: FIELDS, modelCode: '338', count: 2 }));
    expect(errors).not.toHaveBeenCalled();
  });

  it('after the definition, new objects reach the widget on re-render and a removed prop falls back', async () => {
    setupPage();
    defineWidget(spec('hub-react-late'), Probe);
    const Wrapped = createHubComponent('hub-react-late');
    const { container, rerender } = render(<Wrapped fields={FIELDS} modelCode="338" />);
    const el = container.querySelector('hub-react-late')!;
    await waitFor(() => expect(shown(el)).toEqual({ fields: FIELDS, modelCode: '338' }));
    const more = [...FIELDS, { name: 'rg', label: 'RG' }];
    await act(async () => rerender(<Wrapped fields={more} />));
    await waitFor(() => expect(shown(el)).toEqual({ fields: more }));
  });

  it('forwards the ref and leaves listeners and attributes to React', async () => {
    setupPage();
    const Wrapped = createHubComponent('hub-react-ref');
    const seen = vi.fn();
    let node: HTMLElement | null = null;
    render(
      <Wrapped
        ref={(el: HTMLElement | null) => {
          node = el;
        }}
        onhub-ready={seen}
        setting-location-ttl="1000"
        className="slot"
      />,
    );
    expect(node).not.toBeNull();
    expect(node!.getAttribute('setting-location-ttl')).toBe('1000');
    expect(node!.className).toBe('slot');
    node!.dispatchEvent(new CustomEvent('hub-ready'));
    expect(seen).toHaveBeenCalledTimes(1);
  });

  it('tells widget props from attributes and listeners', () => {
    expect(isWidgetProp('fields', [])).toBe(true);
    expect(isWidgetProp('modelCode', '338')).toBe(true);
    expect(isWidgetProp('market', 'es-AR')).toBe(false);
    expect(isWidgetProp('setting-ga4-off', 'true')).toBe(false);
    expect(isWidgetProp('onhub-submit-success', () => undefined)).toBe(false);
  });
});
