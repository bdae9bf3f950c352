import { type ReactNode, useRef, useState } from 'react';
import { useFocusAfter } from '../useFocusAfter.ts';

/**
 * An "add" button that opens a form in its place. The form gets `close(returnFocus)`: after a cancel
 * the focus goes back to the button; after an add the widget's own notice takes it. `onOpen` runs
 * as the form opens (e.g. clearing the last notice).
 */
export function AddDisclosure(props: {
  label: string;
  onOpen?: () => void;
  children: (close: (returnFocus: boolean) => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const focusAfter = useFocusAfter();
  if (open)
    return props.children((returnFocus) => {
      setOpen(false);
      if (returnFocus) focusAfter(() => button.current);
    });
  return (
    <div className="hub-row">
      <button
        ref={button}
        type="button"
        className="hub-button"
        part="button"
        onClick={() => {
          props.onOpen?.();
          setOpen(true);
        }}
      >
        {props.label}
      </button>
    </div>
  );
}
