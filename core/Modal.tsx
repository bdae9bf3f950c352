import { type ComponentType, lazy, Suspense } from 'react';
import type { ModalProps } from './ModalView.tsx';

export type { ModalProps };

const View = lazy(() =>
  import('./ModalView.tsx').then((module): { default: ComponentType<ModalProps> } => ({
    default: module.ModalView,
  })),
);

/**
 * A modal on the native `<dialog>`: focus moves in and is trapped, Escape closes, the page behind is
 * inert and does not scroll, focus returns to where it was on close (core/ModalView.tsx). Nothing is
 * rendered while closed, and the dialog's code is fetched when a widget first opens one, not with the
 * runtime every page loads first.
 */
export function Modal(props: ModalProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <View {...props} />
    </Suspense>
  );
}
