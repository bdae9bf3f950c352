/** A form's send button: while sending it says so (`busyLabel`), is marked busy and keeps its focus. */
export function SubmitButton({
  busy,
  label,
  busyLabel,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
}) {
  return (
    <button
      type="submit"
      className="hub-button"
      part="button"
      aria-disabled={busy || undefined}
      data-loading={busy ? '' : undefined}
    >
      {busy ? busyLabel : label}
    </button>
  );
}
