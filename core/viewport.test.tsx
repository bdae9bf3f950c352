import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mount, setupPage } from '../test/page.ts';
import { defineWidget } from './define-widget.ts';
import { viewportOf } from './viewport.ts';
import { defineWidgetSpec } from './widget-spec.ts';

describe('viewport classes (seed 000 §2)', () => {
  it('splits at 720, 760, 860, 950 and 1600', () => {
    expect(viewportOf(720)).toEqual({ class: 'mobile', below760: true, below950: true, wide: false });
    expect(viewportOf(721).class).toBe('tablet');
    expect(viewportOf(860).class).toBe('tablet');
    expect(viewportOf(861)).toEqual({ class: 'desktop', below760: false, below950: true, wide: false });
    expect(viewportOf(950).below950).toBe(false);
    expect(viewportOf(1600).wide).toBe(true);
  });

  it("every widget's root carries the class for its CSS, and follows a resize", async () => {
    defineWidget(
      defineWidgetSpec({
        tag: 'hub-t-viewport',
        className: 'Test',
        description: 'A test widget.',
        props: {},
        events: {},
        services: { required: [], optional: [] },
        settings: [],
        parts: ['root'],
      }),
      () => <p>hello</p>,
    );
    setupPage();
    const width = window.innerWidth;
    try {
      window.innerWidth = 700;
      window.dispatchEvent(new Event('resize'));
      const { root } = mount('<hub-t-viewport></hub-t-viewport>');
      const hubRoot = () => root.querySelector<HTMLElement>('.hub-root');
      await waitFor(() => expect(hubRoot()?.dataset.viewport).toBe('mobile'));
      expect(hubRoot()?.hasAttribute('data-below-760')).toBe(true);
      window.innerWidth = 1700;
      window.dispatchEvent(new Event('resize'));
      await waitFor(() => expect(hubRoot()?.dataset.viewport).toBe('desktop'));
      expect(hubRoot()?.hasAttribute('data-below-760')).toBe(false);
      expect(hubRoot()?.hasAttribute('data-wide')).toBe(true);
    } finally {
      window.innerWidth = width;
      window.dispatchEvent(new Event('resize'));
    }
  });
});
