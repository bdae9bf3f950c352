import { act, render } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useFocusAfter } from './useFocusAfter.ts';

/** A button that, pressed, draws a notice and asks for the focus to go to it. */
function Joining() {
  const [joined, setJoined] = useState(false);
  const focusAfter = useFocusAfter();
  return (
    <div>
      <button
        type="button"
        onClick={() => {
          focusAfter(() => document.querySelector<HTMLElement>('#notice'));
          // The element comes with a later update, not with the request's own render.
          setTimeout(() => setJoined(true), 20);
        }}
      >
        Join
      </button>
      {joined && (
        <p id="notice" tabIndex={-1}>
          Joined
        </p>
      )}
    </div>
  );
}

describe('useFocusAfter', () => {
  it('focuses the element once it is drawn, even when it comes after the request', async () => {
    const { getByRole, getByText } = render(<Joining />);
    await act(async () => {
      getByRole('button').click();
    });
    expect(document.querySelector('#notice')).toBeNull();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 40));
    });
    expect(document.activeElement).toBe(getByText('Joined'));
  });
});
