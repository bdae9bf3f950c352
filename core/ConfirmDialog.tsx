import { type ComponentType, lazy, Suspense } from 'react';
import type { ConfirmDialogProps, ConfirmDialogTexts } from './ConfirmDialogView.tsx';

export type { ConfirmDialogProps, ConfirmDialogTexts };

const View = lazy(() =>
  import('./ConfirmDialogView.tsx').then((module): { default: ComponentType<ConfirmDialogProps> } => ({
    default: module.ConfirmDialogView,
  })),
);

/**
 * An action waiting for the user's yes (a delete, a removal, a save): a modal (focus inside and
 * trapped, Escape cancels, focus back where it was); the action is sent once; a failure says so inside
 * the dialog and the confirm button becomes a retry; a rate limit says its wait and holds the retry
 * until it is over, offline says so (core/ConfirmDialogView.tsx). A widget renders it only once the user
 * asks for the action, so its code is fetched then, not with the shared runtime every page loads first.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return (
    <Suspense fallback={null}>
      <View {...props} />
    </Suspense>
  );
}
