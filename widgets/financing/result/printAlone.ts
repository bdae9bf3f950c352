/** Attribute that marks the element being printed alone. */
export const PRINTING_ATTRIBUTE = 'data-hub-printing';

/**
 * The page's print rule while one element prints: every element of the page that neither is the
 * marked element, lies inside it nor contains it is left out of the printout (the host page's
 * configurator, header, other widgets…). Adopted, so a strict CSP (no inline styles) allows it.
 */
const PRINT_ALONE_CSS = `@media print {
  body *:not([${PRINTING_ATTRIBUTE}], [${PRINTING_ATTRIBUTE}] *, :has([${PRINTING_ATTRIBUTE}])) {
    display: none !important;
  }
}`;

/**
 * Prints `host` alone: marks it, adds the page rule that hides everything else, opens the browser's
 * print dialog and undoes both once it is closed (`afterprint`).
 */
export function printAlone(host: HTMLElement, win: Window = window): void {
  const doc = host.ownerDocument;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(PRINT_ALONE_CSS);
  const before = doc.adoptedStyleSheets;
  doc.adoptedStyleSheets = [...before, sheet];
  host.setAttribute(PRINTING_ATTRIBUTE, '');
  const undo = () => {
    win.removeEventListener('afterprint', undo);
    host.removeAttribute(PRINTING_ATTRIBUTE);
    doc.adoptedStyleSheets = doc.adoptedStyleSheets.filter((s) => s !== sheet);
  };
  // Every current browser fires afterprint when the dialog closes; until then only print media see the rule.
  win.addEventListener('afterprint', undo);
  win.print();
}
