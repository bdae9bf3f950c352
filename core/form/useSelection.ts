import { useRef, useState } from 'react';

/** A list's selection: what the screen shows and what is chosen right now. */
export interface Selection {
  /** The chosen ids as last rendered. */
  selected: ReadonlySet<string>;
  /** The chosen ids as of now, not of the last render (a handler that empties it sees it empty at once). */
  current: () => ReadonlySet<string>;
  /** Chooses or lets go of one id. */
  toggle: (id: string, on: boolean) => void;
  /** Chooses exactly these ids (all on the page, or none). */
  set: (ids: Iterable<string>) => void;
  /** Lets go of everything. */
  clear: () => void;
}

/**
 * The selection of a list with checkboxes (one, many, all on the page). `current()` reads it as of
 * now, so an action sent once on a double click, or one that empties the selection, never acts on a
 * selection the last render still shows.
 */
export function useSelection(): Selection {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const chosen = useRef<ReadonlySet<string>>(selected);
  const choose = (next: ReadonlySet<string>) => {
    chosen.current = next;
    setSelected(next);
  };
  return {
    selected,
    current: () => chosen.current,
    toggle: (id, on) => {
      const next = new Set(chosen.current);
      if (on) next.add(id);
      else next.delete(id);
      choose(next);
    },
    set: (ids) => choose(new Set(ids)),
    clear: () => choose(new Set()),
  };
}
