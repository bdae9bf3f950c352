import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mount, setupPage } from '../test/page.ts';
import { property } from './attributes.ts';
import { defineWidget } from './define-widget.ts';
import type { SpecProps } from './spec-types.ts';
import { useWidget } from './WidgetContext.tsx';
import { defineWidgetSpec } from './widget-spec.ts';

/** A test widget's spec: only tag, props and required services matter here. */
const testSpec = <const Tag extends string, const P extends Parameters<typeof defineWidgetSpec>[0]['props']>(
  tag: Tag,
  props: P,
  required: string[] = [],
) =>
  defineWidgetSpec({
    tag,
    className: 'Probe',
    description: 'A test widget.',
    props,
    events: {},
    services: { required, optional: [] },
    settings: [],
    parts: ['root'],
  });

const probeSpec = testSpec('hub-probe', {
  compact: { type: 'boolean' },
  count: { type: 'number', min: 0 },
  label: { type: 'string', default: 'none' },
  kind: { type: 'enum', values: ['a', 'b'], default: 'a' },
  items: { type: 'json' },
  data: property<unknown>(),
});

function Probe(props: Partial<SpecProps<typeof probeSpec>>) {
  const { context } = useWidget();
  return (
    <output data-testid="probe">
      {JSON.stringify({ ...props, brand: context.brand, market: context.market, skin: context.skin })}
    </output>
  );
}

defineWidget(probeSpec, Probe, ':host{display:block}');

async function rendered(root: ShadowRoot) {
  await waitFor(() => expect(root.querySelector('output, [role="alert"]')).not.toBeNull());
  const out = root.querySelector('output');
  return out ? JSON.parse(out.textContent ?? '{}') : null;
}

describe('defineWidget', () => {
  it('reads booleans by presence, numbers, enums, JSON and defaults', async () => {
    setupPage();
    const { root } = mount(`<hub-probe compact count="3" kind="b" items='[1,2]'></hub-probe>`);
    expect(await rendered(root)).toMatchObject({
      compact: true,
      count: 3,
      label: 'none',
      kind: 'b',
      items: [1, 2],
    });
  });

  it('returns a prop to its default when its attribute is removed', async () => {
    setupPage();
    const { el, root } = mount(`<hub-probe compact label="x"></hub-probe>`);
    await rendered(root);
    el.removeAttribute('compact');
    el.removeAttribute('label');
    await waitFor(async () => expect(await rendered(root)).toMatchObject({ compact: false, label: 'none' }));
  });

  it('shows a localised configuration message and fires hub-error for bad values', async () => {
    setupPage({ market: 'es-AR' });
    const errors = vi.fn();
    document.addEventListener('hub-error', (e) => errors(e.detail));
    const { root } = mount(`<hub-probe count="many"></hub-probe>`);
    await waitFor(() =>
      expect(root.querySelector('[role="alert"]')?.textContent).toContain('El atributo “count”'),
    );
    await waitFor(() =>
      expect(errors).toHaveBeenCalledWith(
        expect.objectContaining({ code: 'invalid-attribute', widget: 'hub-probe' }),
      ),
    );
  });

  it('does not throw on malformed JSON', async () => {
    setupPage();
    const { root } = mount(`<hub-probe items='[1,'></hub-probe>`);
    await waitFor(() => expect(root.querySelector('[role="alert"]')?.textContent).toContain('items'));
  });

  it('lets brand, market and skin attributes win over the page, and reports unknown ones', async () => {
    setupPage({ brand: 'jeep' });
    const { root } = mount(`<hub-probe brand="ram" market="es-AR"></hub-probe>`);
    expect(await rendered(root)).toMatchObject({ brand: 'ram', market: 'es-AR', skin: 'ram' });
    const bad = mount(`<hub-probe brand="tesla"></hub-probe>`);
    await waitFor(() => expect(bad.root.querySelector('[role="alert"]')?.textContent).toContain('tesla'));
  });

  it('keeps properties set before the element was defined, and objects set as properties', async () => {
    setupPage();
    const el = document.createElement('hub-late') as HTMLElement & { data?: unknown };
    el.data = { a: 1 };
    document.body.append(el);
    defineWidget(testSpec('hub-late', { data: property<unknown>() }), Probe);
    expect(await rendered(el.shadowRoot!)).toMatchObject({ data: { a: 1 } });
    (el as unknown as { data: unknown }).data = { b: 2 };
    await waitFor(async () => expect(await rendered(el.shadowRoot!)).toMatchObject({ data: { b: 2 } }));
  });

  it('checks numbers and enums set as properties like their attributes', async () => {
    setupPage();
    const { el, root } = mount(`<hub-probe></hub-probe>`);
    const probe = el as HTMLElement & { count?: unknown; kind?: unknown };
    probe.count = '7';
    await waitFor(async () => expect(await rendered(root)).toMatchObject({ count: 7 }));
    expect(probe.count).toBe(7);
    probe.count = 'many';
    await waitFor(() => expect(root.querySelector('[role="alert"]')?.textContent).toContain('“count”'));
    probe.count = undefined;
    probe.kind = 'z';
    await waitFor(() => expect(root.querySelector('[role="alert"]')?.textContent).toContain('“kind”'));
    probe.kind = 'b';
    await waitFor(async () => expect(await rendered(root)).toMatchObject({ kind: 'b' }));
    expect(probe.count).toBeUndefined();
  });

  it('adopts the skin and widget styles, and is safe to call twice', async () => {
    setupPage({ brand: 'peugeot' });
    const { root } = mount(`<hub-probe></hub-probe>`);
    await rendered(root);
    expect(root.adoptedStyleSheets.length).toBe(2);
    expect(() => defineWidget(probeSpec, Probe)).not.toThrow();
  });

  it('renders a missing-service message when a required service is not declared', async () => {
    setupPage({ services: [] });
    defineWidget(testSpec('hub-needs', {}, ['lead']), Probe);
    const { root } = mount(`<hub-needs></hub-needs>`);
    await waitFor(() => expect(root.querySelector('[role="alert"]')?.textContent).toContain('“lead”'));
  });
});
