/** Props of {@link PageNav}: texts from the widget's i18n.ts. */
export interface PageNavProps {
  /** The landmark's name ('Páginas de opiniões'). */
  label: string;
  previous: string;
  next: string;
  /** 'Página 2 de 5', the widget's words for where the reader is. */
  position: string;
  /** The page shown, from 0. */
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** The widget's class for its layout of the three. */
  className: string;
}

/**
 * A list's pages: previous and next around where the reader is (announced as it changes), in a named
 * navigation landmark; the ends disable their button. hub-opinions, hub-offers.
 */
export function PageNav({ label, previous, next, position, page, pages, onPage, className }: PageNavProps) {
  return (
    <nav className={className} aria-label={label}>
      <button
        type="button"
        className="hub-button"
        data-variant="secondary"
        part="button"
        disabled={page === 0}
        onClick={() => onPage(page - 1)}
      >
        {previous}
      </button>
      <p aria-live="polite">{position}</p>
      <button
        type="button"
        className="hub-button"
        data-variant="secondary"
        part="button"
        disabled={page >= pages - 1}
        onClick={() => onPage(page + 1)}
      >
        {next}
      </button>
    </nav>
  );
}
