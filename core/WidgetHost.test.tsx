import { waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { mount, setupPage } from '../test/page.ts';
import { defineWidget } from './define-widget.ts';
import { ConfigError } from './errors.ts';
import { useReadyWhen } from './ready-gate.ts';
import { useWidget } from './WidgetContext.tsx';
import { defineWidgetSpec } from './widget-spec.ts';

const spec = <const Tag extends string>(tag: Tag, settings: ('location-ttl' | 'face-time-limit')[] = []) =>
  defineWidgetSpec({
    tag,
    className: 'Test',
    description: 'A test widget.',
    props: {},
    events: {},
    services: { required: [], optional: [] },
    settings,
    parts: ['root'],
  });

/** Shows the setting it reads. */
function Ttl() {
  const { context } = useWidget();
  return <output>{context.settings['location-ttl']}</output>;
}

/** Interactive only once its "data" arrived (a tick later). */
function Slow() {
  const [data, setData] = useState<string | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setData('versions'), 300);
    return () => clearTimeout(timer);
  }, []);
  useReadyWhen(data !== null);
  return <output>{data ?? 'loading'}</output>;
}

function Picky(): never {
  throw new ConfigError('hub-t-picky', { code: 'invalid-attribute', field: 'model', value: 'x' });
}

defineWidget(spec('hub-t-ttl', ['location-ttl']), Ttl);
defineWidget(spec('hub-t-slow'), Slow);
defineWidget(spec('hub-t-picky'), Picky);

function listen() {
  const seen: { name: string; widget: string; text: string | null | undefined }[] = [];
  const listener = (e: Event) => {
    const el = e.target as HTMLElement;
    seen.push({ name: e.type, widget: (e as CustomEvent).detail.widget, text: el.shadowRoot?.textContent });
  };
  for (const name of ['hub-ready', 'hub-error']) document.addEventListener(name, listener);
  return seen;
}

describe('the widget host', () => {
  it('fires hub-ready once, after the first commit that shows the widget', async () => {
    setupPage();
    const seen = listen();
    mount('<hub-t-ttl></hub-t-ttl>');
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]).toEqual({ name: 'hub-ready', widget: 'hub-t-ttl', text: '14400000' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen).toHaveLength(1);
  });

  it('holds hub-ready until the widget says its first interactive state is shown', async () => {
    setupPage();
    const seen = listen();
    const { root } = mount('<hub-t-slow></hub-t-slow>');
    await waitFor(() => expect(root.textContent).toBe('loading'));
    expect(seen).toEqual([]);
    await waitFor(() =>
      expect(seen).toEqual([{ name: 'hub-ready', widget: 'hub-t-slow', text: 'versions' }]),
    );
  });

  it('reads page settings typed; an element setting-* attribute wins over the page', async () => {
    setupPage({ settings: { 'location-ttl': '3600000' } });
    const page = mount('<hub-t-ttl></hub-t-ttl>');
    const own = mount('<hub-t-ttl setting-location-ttl="60000"></hub-t-ttl>');
    await waitFor(() => expect(page.root.querySelector('output')?.textContent).toBe('3600000'));
    await waitFor(() => expect(own.root.querySelector('output')?.textContent).toBe('60000'));
    own.el.removeAttribute('setting-location-ttl');
    await waitFor(() => expect(own.root.querySelector('output')?.textContent).toBe('3600000'));
  });

  it('shows a bad setting the widget reads as a configuration message, fires hub-error and no hub-ready', async () => {
    setupPage({ market: 'es-AR', settings: { 'location-ttl': '4h' } });
    const seen = listen();
    const { root } = mount('<hub-t-ttl></hub-t-ttl>');
    await waitFor(() =>
      expect(root.querySelector('[role="alert"]')?.textContent).toContain(
        'La configuración “hub:setting:location-ttl” tiene un valor inválido: “4h”.',
      ),
    );
    await waitFor(() => expect(seen.map((e) => e.name)).toEqual(['hub-error']));
    // A widget that does not read the setting is not stopped by it.
    const other = mount('<hub-t-slow></hub-t-slow>');
    await waitFor(() => expect(other.root.textContent).toBe('versions'));
  });

  it('shows a ConfigError thrown while rendering as the configuration message, with its code', async () => {
    setupPage();
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // React reports what the boundary caught
    const errors = vi.fn();
    document.addEventListener('hub-error', (e) => errors(e.detail));
    const { root } = mount('<hub-t-picky></hub-t-picky>');
    await waitFor(() =>
      expect(root.querySelector('[role="alert"]')?.textContent).toContain(
        'O atributo “model” tem um valor inválido: “x”.',
      ),
    );
    expect(errors).toHaveBeenCalledWith(
      expect.objectContaining({ code: 'invalid-attribute', widget: 'hub-t-picky' }),
    );
  });
});
