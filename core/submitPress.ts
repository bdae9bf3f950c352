const FIELDS = 'input, select, textarea';

/**
 * Keeps the focus in a form's field while its submit button is pressed with the mouse. Otherwise the
 * press blurs the field first, the field shows its message, the form grows and moves the button from
 * under the pointer before the release, and the click is lost. With the focus kept, the click lands
 * and the submit checks every field and focuses the first wrong one. Keyboard presses never blur.
 */
export function keepFieldFocusOnSubmitPress(event: Event): void {
  if (!(event instanceof MouseEvent) || event.button !== 0) return;
  const target = event.target instanceof Element ? event.target : null;
  const button = target?.closest<HTMLButtonElement | HTMLInputElement>(
    'button[type="submit"], input[type="submit"]',
  );
  const form = button?.form;
  const root = button?.getRootNode();
  const focused = root instanceof Document || root instanceof ShadowRoot ? root.activeElement : null;
  if (form && focused && focused !== button && form.contains(focused) && focused.matches(FIELDS))
    event.preventDefault();
}
