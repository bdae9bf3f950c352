import { type ComponentType, lazy, Suspense } from 'react';

/** Texts of a {@link ConfirmDialog}, from the widget's i18n.ts. */
export interface ConfirmDialogTexts {
  title: string;
  /** What will happen, in a sentence. */
  text: string;
  /** The confirm button. */
  confirm: string;
  /** The confirm button while the action runs. */
  busy: string;
  cancel: string;
  retry: string;
  /**
   * The failure shown inside the dialog (the seed's message); a rate limit's wait or offline is said
   * in the kit's words instead.
   */
  failure: string;
}

export interface ConfirmDialogProps {
  texts: ConfirmDialogTexts;
  /**
   * The action confirmed; a throw is shown in the dialog with a retry (after a 429 with `Retry-After`,
   * the retry waits it out).
   */
  action: () => Promise<void>;
  onDone: () => void;
  onClose: () => void;
}

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
