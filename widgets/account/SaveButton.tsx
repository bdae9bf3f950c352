interface Props {
  sending: boolean;
  /** The last send failed: the button offers to try again. */
  failed: boolean;
  labels: { save: string; saving: string; retry: string };
}

/** A form's submit button: busy while sending (pressing again does nothing), 'retry' after a failure. */
export function SaveButton({ sending, failed, labels }: Props) {
  return (
    <button
      type="submit"
      className="hub-button"
      part="button"
      aria-disabled={sending || undefined}
      data-loading={sending || undefined}
    >
      {sending ? labels.saving : failed ? labels.retry : labels.save}
    </button>
  );
}
