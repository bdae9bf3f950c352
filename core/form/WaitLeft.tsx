/**
 * The seconds left of a rate limit's wait, after a button's label while the wait holds it: ' (N s)',
 * hidden from assistive technology (the alert says the wait in words). Nothing when `left` is 0.
 */
export function WaitLeft({ left }: { left: number }) {
  return left > 0 ? <span aria-hidden="true"> ({left} s)</span> : null;
}
