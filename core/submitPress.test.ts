import { afterEach, describe, expect, it } from 'vitest';
import { keepFieldFocusOnSubmitPress } from './submitPress.ts';

function formIn(root: HTMLElement | ShadowRoot) {
  const form = document.createElement('form');
  form.innerHTML =
    '<input name="cpf"><button type="submit">Enviar</button><button type="button">Limpar</button>';
  root.appendChild(form);
  (root as Node).addEventListener('mousedown', keepFieldFocusOnSubmitPress);
  const [field, submit, other] = [
    form.querySelector('input') as HTMLInputElement,
    form.querySelector('button[type="submit"]') as HTMLButtonElement,
    form.querySelector('button[type="button"]') as HTMLButtonElement,
  ];
  return { field, submit, other };
}
const press = (target: Element, button = 0) => {
  const event = new MouseEvent('mousedown', { bubbles: true, cancelable: true, composed: true, button });
  target.dispatchEvent(event);
  return event.defaultPrevented;
};

afterEach(() => {
  document.body.innerHTML = '';
});

describe('keepFieldFocusOnSubmitPress', () => {
  it('keeps the focus in a field of the form when its submit button is pressed (inside a shadow root)', () => {
    const host = document.createElement('div');
    document.body.appendChild(host);
    const { field, submit } = formIn(host.attachShadow({ mode: 'open' }));
    field.focus();
    expect(press(submit)).toBe(true);
  });

  it('lets every other press through: another button, the right button, no field focused', () => {
    const { field, submit, other } = formIn(document.body);
    field.focus();
    expect(press(other)).toBe(false);
    expect(press(submit, 2)).toBe(false);
    field.blur();
    expect(press(submit)).toBe(false);
  });
});
