import { afterEach, expect, it } from 'vitest';
import { cpfMask } from './cpfMask.ts';
import { attachMask, warmMask } from './imaskRuntime.ts';
import { plateMask } from './vehicleMasks.ts';

afterEach(() => {
  document.body.replaceChildren();
});

it('warms a mask without touching the page: nothing added or focused, and the field then masks as before', () => {
  const field = document.createElement('input');
  document.body.append(field);
  field.focus();
  warmMask(plateMask);
  warmMask(cpfMask);
  expect(document.body.children).toHaveLength(1);
  expect(document.activeElement).toBe(field);
  expect(field.value).toBe('');

  const attached = attachMask(field, cpfMask);
  field.value = '12345678909';
  field.dispatchEvent(new Event('input'));
  expect(field.value).toBe('123.456.789-09');
  expect(attached.unmaskedValue).toBe('12345678909');
});
