import { waitFor, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';

/**
 * Play-function helpers: queries inside a widget's open shadow root once it has rendered, and a user
 * that can type there (Storybook's bundled user-event cannot, see TOOLCHAIN.md).
 */
export async function inside(canvas: HTMLElement, tag: string) {
  const root = await waitFor(
    () => {
      const shadow = canvas.querySelector(tag)?.shadowRoot;
      if (!shadow?.querySelector('[part="root"], section, form, .hub-stack'))
        throw new Error(`${tag} not rendered`);
      return shadow;
    },
    { timeout: 5000 },
  );
  return { view: within(root as unknown as HTMLElement), root, user: userEvent.setup() };
}

/** Types into a masked field (CEP, phone, CPF, date) of a shadow root, key by key as a user would. */
export async function typeInto(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.type(field, text);
}

/**
 * Fills a plain text field of a shadow root the way a paste does (value, then `input`): user-event's
 * keystrokes change such a field in Chromium without React seeing them.
 */
export async function fillText(_user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  const input = field as HTMLInputElement;
  input.focus();
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
}

/** Replaces the browser's position for the story: granted at `point`, or refused; returns the undo. */
export function fakePosition(point: { latitude: number; longitude: number } | 'denied') {
  const original = Object.getOwnPropertyDescriptor(Navigator.prototype, 'geolocation');
  const geolocation = {
    getCurrentPosition: (success: PositionCallback, failure?: PositionErrorCallback | null) => {
      if (point === 'denied')
        failure?.({
          code: 1,
          message: 'User denied Geolocation',
          PERMISSION_DENIED: 1,
        } as GeolocationPositionError);
      else
        success({
          coords: { ...point, accuracy: 20 },
          timestamp: Date.now(),
        } as unknown as GeolocationPosition);
    },
  };
  Object.defineProperty(navigator, 'geolocation', { configurable: true, get: () => geolocation });
  return () => {
    delete (navigator as unknown as Record<string, unknown>).geolocation;
    if (original) Object.defineProperty(Navigator.prototype, 'geolocation', original);
  };
}

/** The next weekday `day` (0 = Sunday) at least two days from now, as DDMMYYYY typed in a date field. */
export function nextWeekday(day: number): string {
  const date = new Date();
  date.setDate(date.getDate() + 2);
  while (date.getDay() !== day) date.setDate(date.getDate() + 1);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getDate())}${pad(date.getMonth() + 1)}${date.getFullYear()}`;
}

/** The dealer radios of a picker once its results are listed. */
export async function dealerRadios(view: Awaited<ReturnType<typeof inside>>['view']) {
  await waitFor(
    () => {
      if (!view.queryAllByRole('radio').some((r) => r.getAttribute('name') === 'dealer'))
        throw new Error('no dealers yet');
    },
    { timeout: 5000 },
  );
  return view.getAllByRole('radio').filter((r) => r.getAttribute('name') === 'dealer');
}
