import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { MaskOptions } from '../validators/masks/types.ts';
import { useMaskedInput } from '../validators/masks/useMaskedInput.ts';

/** What a masked input reported: every (masked, unmasked) pair, in order. */
export type Changes = Array<[masked: string, unmasked: string]>;

/** A controlled input as a widget writes one: state holds the masked text (the mask tests' harness). */
export function MaskedField(props: {
  mask: MaskOptions;
  initial?: string;
  changes?: Changes;
  label?: string;
}) {
  const [value, setValue] = useState(props.initial ?? '');
  const ref = useMaskedInput(props.mask, value, (masked, unmasked) => {
    props.changes?.push([masked, unmasked]);
    setValue(masked);
  });
  return <input ref={ref} aria-label={props.label ?? 'field'} defaultValue={value} />;
}

/** Renders a masked field in document.body, types or pastes `text`, and returns what it shows and reported. */
export async function enter(mask: MaskOptions, text: string, how: 'type' | 'paste' = 'type') {
  const user = userEvent.setup({ delay: null });
  const changes: Changes = [];
  render(<MaskedField mask={mask} changes={changes} />);
  const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'field' });
  if (how === 'type') await user.type(input, text);
  else {
    await user.click(input);
    await user.paste(text);
  }
  const last = changes.at(-1) ?? ['', ''];
  return { shown: input.value, masked: last[0], unmasked: last[1], user, input };
}
