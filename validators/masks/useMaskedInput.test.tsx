import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import InputMask from 'imask/controls/input';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Changes, MaskedField } from '../../test/MaskedField.tsx';
import { cpfMask } from './cpfMask.ts';
import { currencyMask } from './currencyMask.ts';
import { loadedMasks, loadMasks, type MaskRuntime, setMaskImporter } from './loadMasks.ts';
import { phoneMask } from './phoneMask.ts';
import type { MaskOptions } from './types.ts';
import { useMaskedInput } from './useMaskedInput.ts';

/** A field whose value and mask the test controls from outside, as a widget's prefill would. */
function Controlled(props: {
  mask: MaskOptions;
  value: string;
  onChange: (masked: string, unmasked: string) => void;
}) {
  const ref = useMaskedInput(props.mask, props.value, props.onChange);
  return <input ref={ref} aria-label="field" />;
}

const input = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'field' });

/**
 * A form as widgets write them: its values set whole on each change, from the last rendered ones
 * (`{ ...values, name }`), a masked CPF beside a plain name, in a widget's shadow root. Shows what it holds.
 */
function PersonForm() {
  const [values, setValues] = useState({ cpf: '', name: '' });
  const ref = useMaskedInput(cpfMask, values.cpf, (masked) => setValues({ ...values, cpf: masked }));
  return (
    <>
      <input ref={ref} aria-label="cpf" defaultValue={values.cpf} />
      <input
        aria-label="name"
        value={values.name}
        onChange={(event) => setValues({ ...values, name: event.target.value })}
      />
      <output aria-label="held">{`${values.cpf} / ${values.name}`}</output>
    </>
  );
}

/** Renders {@link PersonForm} in an open shadow root; returns its parts. */
function renderPersonForm() {
  const host = document.createElement('div');
  document.body.append(host);
  const container = host.attachShadow({ mode: 'open' }).appendChild(document.createElement('div'));
  render(<PersonForm />, { container });
  const [cpf, name] = [...container.querySelectorAll('input')] as HTMLInputElement[];
  return {
    cpf: cpf as HTMLInputElement,
    name: name as HTMLInputElement,
    held: () => container.querySelector('output')?.textContent,
  };
}

const inputValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value') ?? {};

/** What the browser does for a typed text: the new text, caret at its end, then an input event. */
function typeInto(field: HTMLInputElement, text: string) {
  field.focus();
  inputValue.set?.call(field, text);
  field.setSelectionRange(text.length, text.length);
  field.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true, inputType: 'insertText' }));
}

/**
 * Runs `steps` as the browser delivers keys, one task after another, React not asked to render in
 * between (no act), as on a busy phone; then lets React render.
 */
async function asDelivered(steps: () => Promise<void> | void) {
  const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  try {
    await steps();
    await new Promise((resolve) => setTimeout(resolve, 0));
  } finally {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
  }
}

describe('useMaskedInput', () => {
  it('prefills an unmasked value and reports its masked form once', () => {
    const changes: Changes = [];
    render(<MaskedField mask={cpfMask} initial="52998224725" changes={changes} />);
    expect(input().value).toBe('529.982.247-25');
    expect(changes).toEqual([['529.982.247-25', '52998224725']]);
  });

  it('prefills a masked value without reporting a change', () => {
    const changes: Changes = [];
    render(<MaskedField mask={cpfMask} initial="529.982.247-25" changes={changes} />);
    expect(input().value).toBe('529.982.247-25');
    expect(changes).toEqual([]);
  });

  it('prefills a currency from its unmasked number', () => {
    const changes: Changes = [];
    render(<MaskedField mask={currencyMask('pt-BR')} initial="1234.56" changes={changes} />);
    expect(input().value).toBe('R$ 1.234,56');
    expect(changes.at(-1)).toEqual(['R$ 1.234,56', '1234.56']);
  });

  it('follows a value changed from outside, masked or unmasked', () => {
    const onChange = vi.fn();
    const { rerender } = render(<Controlled mask={cpfMask} value="" onChange={onChange} />);
    rerender(<Controlled mask={cpfMask} value="12345678909" onChange={onChange} />);
    expect(input().value).toBe('123.456.789-09');
    expect(onChange).toHaveBeenLastCalledWith('123.456.789-09', '12345678909');
    rerender(<Controlled mask={cpfMask} value="529.982.247-25" onChange={onChange} />);
    expect(input().value).toBe('529.982.247-25');
    rerender(<Controlled mask={cpfMask} value="" onChange={onChange} />);
    expect(input().value).toBe('');
    expect(onChange).toHaveBeenLastCalledWith('', '');
  });

  it('calls the latest onChange after re-renders', async () => {
    const user = userEvent.setup({ delay: null });
    const first = vi.fn();
    const second = vi.fn();
    const { rerender } = render(<Controlled mask={cpfMask} value="" onChange={first} />);
    rerender(<Controlled mask={cpfMask} value="" onChange={second} />);
    await user.type(input(), '1234');
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenLastCalledWith('123.4', '1234');
  });

  it('re-creates the instance when the mask changes and keeps the value', () => {
    const destroy = vi.spyOn(InputMask.prototype, 'destroy');
    const onChange = vi.fn();
    const { rerender } = render(
      <Controlled mask={phoneMask('pt-BR')} value="3514215678" onChange={onChange} />,
    );
    expect(input().value).toBe('(35) 1421-5678');
    rerender(<Controlled mask={phoneMask('pt-BR')} value="(35) 1421-5678" onChange={onChange} />);
    expect(destroy).not.toHaveBeenCalled();
    rerender(<Controlled mask={phoneMask('es-AR')} value="(35) 1421-5678" onChange={onChange} />);
    expect(destroy).toHaveBeenCalledTimes(1);
    expect(input().value).toBe('(351) 421-5678');
  });

  it('destroys the instance on unmount', () => {
    const destroy = vi.spyOn(InputMask.prototype, 'destroy');
    const { unmount } = render(<Controlled mask={cpfMask} value="" onChange={() => {}} />);
    const element = input();
    unmount();
    expect(destroy).toHaveBeenCalledTimes(1);
    element.value = '12345678909';
    element.dispatchEvent(new Event('input', { bubbles: true }));
    expect(element.value).toBe('12345678909');
  });

  it('ignores its own older values that React hands back late, but applies a reset', async () => {
    const user = userEvent.setup({ delay: null });
    const onChange = vi.fn();
    const { rerender } = render(<Controlled mask={cpfMask} value="" onChange={onChange} />);
    await user.type(input(), '1234');
    expect(input().value).toBe('123.4');
    rerender(<Controlled mask={cpfMask} value="12" onChange={onChange} />); // a stale render
    expect(input().value).toBe('123.4');
    rerender(<Controlled mask={cpfMask} value="123.4" onChange={onChange} />);
    expect(input().value).toBe('123.4');
    rerender(<Controlled mask={cpfMask} value="" onChange={onChange} />); // the form is reset
    expect(input().value).toBe('');
    rerender(<Controlled mask={cpfMask} value="12" onChange={onChange} />); // a prefill, not a stale value
    expect(input().value).toBe('12');
  });

  it('applies a reset after the field was cleared and re-typed faster than React re-rendered', async () => {
    let reset = () => {};
    function Form() {
      const [value, setValue] = useState('');
      reset = () => setValue('');
      const ref = useMaskedInput(phoneMask('pt-BR'), value, setValue);
      return <input ref={ref} aria-label="field" />;
    }
    render(<Form />);
    const field = input();
    field.focus();
    /** What the browser does for a key or a select-all + Delete: the new text, then an input event. */
    const edit = (text: string, inputType: string) => {
      field.value = text;
      field.setSelectionRange(text.length, text.length);
      field.dispatchEvent(new InputEvent('input', { bubbles: true, inputType }));
    };
    // In one go, before React re-renders: "11" typed, cleared as a script does, "11" typed again.
    for (const text of ['1', '(11', '', '1', '(11'])
      edit(text, text ? 'insertText' : 'deleteContentBackward');
    await waitFor(() => expect(field.value).toBe('(11'));
    act(() => reset()); // the form is reset after sending
    expect(field.value).toBe('');
  });

  it('hands what is typed to the form before the next key: a field typed next keeps it', async () => {
    const form = renderPersonForm();
    await asDelivered(() => {
      typeInto(form.cpf, '52998224725');
      typeInto(form.name, 'Ana');
    });
    expect(form.cpf.value).toBe('529.982.247-25');
    expect(form.held()).toBe('529.982.247-25 / Ana');
  });

  it('works inside an open shadow root, typed and pasted', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const root = host.attachShadow({ mode: 'open' });
    const container = document.createElement('div');
    root.append(container);
    const typed: Changes = [];
    const pasted: Changes = [];
    render(
      <>
        <MaskedField mask={cpfMask} changes={typed} label="typed" />
        <MaskedField mask={phoneMask('pt-BR')} changes={pasted} label="pasted" />
      </>,
      { container },
    );
    const [typedInput, pastedInput] = [...root.querySelectorAll('input')];
    expect(typedInput?.getRootNode()).toBe(root);
    const user = userEvent.setup({ delay: null });
    await user.type(typedInput as HTMLInputElement, '52998224725', {
      initialSelectionStart: 0,
      initialSelectionEnd: 0,
    });
    expect(typedInput?.value).toBe('529.982.247-25');
    expect(typed.at(-1)).toEqual(['529.982.247-25', '52998224725']);
    // user-event pastes into document.activeElement, which is the shadow host, so the paste is
    // replayed as a browser performs it: the text lands at the caret, then an insertFromPaste input event.
    const field = pastedInput as HTMLInputElement;
    await user.click(field);
    expect(root.activeElement).toBe(field);
    field.value = '11987654321';
    field.setSelectionRange(11, 11);
    field.dispatchEvent(
      new InputEvent('input', {
        bubbles: true,
        composed: true,
        inputType: 'insertFromPaste',
        data: '11987654321',
      }),
    );
    expect(pastedInput?.value).toBe('(11) 98765-4321');
    expect(pasted.at(-1)).toEqual(['(11) 98765-4321', '11987654321']);
  });
});

describe('useMaskedInput before the mask runtime arrives', () => {
  afterEach(() => setMaskImporter());

  /** An import of the mask runtime that the test completes (or fails) when it chooses. */
  function heldImport() {
    const calls: Array<{ resolve: (runtime: MaskRuntime) => void; reject: (error: Error) => void }> = [];
    setMaskImporter(
      () =>
        new Promise<MaskRuntime>((resolve, reject) => {
          calls.push({ resolve, reject });
        }),
    );
    return calls;
  }

  it('hands what is typed to the form before the next key, and the masked text when imask arrives', async () => {
    const calls = heldImport();
    const form = renderPersonForm();
    const runtime = await import('./imaskRuntime.ts');
    await asDelivered(() => {
      typeInto(form.cpf, '5299822');
      typeInto(form.name, 'Ana');
    });
    expect(form.held()).toBe('5299822 / Ana');
    await asDelivered(async () => {
      calls[0]?.resolve(runtime);
      await loadMasks(); // imask has attached and masked what was typed
      typeInto(form.name, 'Ana Lima');
    });
    expect(form.cpf.value).toBe('529.982.2');
    expect(form.held()).toBe('529.982.2 / Ana Lima');
  });

  it('loads nothing until the user reaches the input', async () => {
    const calls = heldImport();
    render(<MaskedField mask={cpfMask} />);
    expect(calls).toHaveLength(0);
    await userEvent.setup({ delay: null }).click(input());
    expect(calls).toHaveLength(1);
  });

  it('re-masks what was typed before imask arrived, caret at the end, and reports it', async () => {
    const runtime = await import('./imaskRuntime.ts');
    const calls = heldImport();
    const changes: Changes = [];
    render(<MaskedField mask={phoneMask('pt-BR')} changes={changes} />);
    const user = userEvent.setup({ delay: null });
    await user.type(input(), '1198765');
    expect(input().value).toBe('1198765');
    expect(changes.at(-1)).toEqual(['1198765', '1198765']);
    calls[0]?.resolve(runtime);
    await waitFor(() => expect(input().value).toBe('(11) 9876-5'));
    expect(changes.at(-1)).toEqual(['(11) 9876-5', '1198765']);
    expect(input().selectionStart).toBe('(11) 9876-5'.length);
    await user.type(input(), '4321', { skipClick: true });
    expect(input().value).toBe('(11) 98765-4321');
    expect(changes.at(-1)).toEqual(['(11) 98765-4321', '11987654321']);
  });

  it('keeps a field cleared just before imask arrives empty, and reports only what is typed next', async () => {
    const runtime = await import('./imaskRuntime.ts');
    const calls = heldImport();
    const changes: Changes = [];
    render(<MaskedField mask={phoneMask('pt-BR')} changes={changes} />);
    const user = userEvent.setup({ delay: null });
    await user.type(input(), '1198');
    // Cleared as a script or select-all + Delete does, and imask arrives before React has re-rendered.
    input().setSelectionRange(0, 4);
    input().value = '';
    input().dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'deleteContentForward' }));
    calls[0]?.resolve(runtime);
    await waitFor(() => expect(loadedMasks()).not.toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(input().value).toBe('');
    expect(changes.at(-1)).toEqual(['', '']);
    await user.type(input(), '3514215678', { skipClick: true });
    expect(input().value).toBe('(35) 1421-5678');
    expect(changes.at(-1)).toEqual(['(35) 1421-5678', '3514215678']);
  });

  it('masks a currency typed before imask arrived into its unmasked number', async () => {
    const runtime = await import('./imaskRuntime.ts');
    const calls = heldImport();
    const changes: Changes = [];
    render(<MaskedField mask={currencyMask('es-AR')} changes={changes} />);
    await userEvent.setup({ delay: null }).type(input(), '1234');
    calls[0]?.resolve(runtime);
    await waitFor(() => expect(input().value).toBe('$ 1.234'));
    expect(changes.at(-1)).toEqual(['$ 1.234', '1234']);
  });

  it('stays a usable plain input when the download fails, and tries again on the next focus', async () => {
    const runtime = await import('./imaskRuntime.ts');
    const calls = heldImport();
    const changes: Changes = [];
    render(<MaskedField mask={cpfMask} changes={changes} />);
    const user = userEvent.setup({ delay: null });
    await user.click(input());
    calls[0]?.reject(new Error('offline'));
    await user.type(input(), '529982', { skipClick: true });
    expect(input().value).toBe('529982');
    expect(changes.at(-1)).toEqual(['529982', '529982']);
    await user.tab();
    await user.click(input());
    expect(calls.length).toBeGreaterThanOrEqual(2);
    calls.at(-1)?.resolve(runtime);
    await waitFor(() => expect(input().value).toBe('529.982'));
    await user.type(input(), '24725', { skipClick: true });
    expect(input().value).toBe('529.982.247-25');
    expect(changes.at(-1)).toEqual(['529.982.247-25', '52998224725']);
  });

  it('masks a prefilled value as soon as imask arrives, without waiting for the user', async () => {
    const changes: Changes = [];
    setMaskImporter();
    render(<MaskedField mask={cpfMask} initial="52998224725" changes={changes} />);
    await loadMasks();
    await waitFor(() => expect(input().value).toBe('529.982.247-25'));
    expect(changes).toEqual([['529.982.247-25', '52998224725']]);
  });

  it('masks a value set from outside after mounting, as a late prefill does', async () => {
    setMaskImporter();
    // As TextField renders it: React also moves the input's default value to the prefill.
    function WithDefault(props: { value: string; onChange: (masked: string, unmasked: string) => void }) {
      const ref = useMaskedInput(cpfMask, props.value, props.onChange);
      return <input ref={ref} aria-label="field" defaultValue={props.value} />;
    }
    const onChange = vi.fn();
    const { rerender } = render(<WithDefault value="" onChange={onChange} />);
    rerender(<WithDefault value="52998224725" onChange={onChange} />);
    await waitFor(() => expect(input().value).toBe('529.982.247-25'));
    expect(onChange).toHaveBeenLastCalledWith('529.982.247-25', '52998224725');
  });
});
