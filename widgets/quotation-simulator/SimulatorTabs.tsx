import { type KeyboardEvent, type ReactNode, useEffect, useRef } from 'react';

/** One tab: its id (for ids and events), label and panel. */
export interface SimulatorTab<I extends string> {
  id: I;
  label: string;
  panel: ReactNode;
}

interface Props<I extends string> {
  label: string;
  tabs: readonly SimulatorTab<I>[];
  selected: I;
  onSelect: (id: I) => void;
}

/** Scrolls the row of tabs sideways (only it, never the page) so that `tab` is wholly in view. */
function revealTab(list: HTMLElement, tab: HTMLElement) {
  const box = list.getBoundingClientRect();
  const rect = tab.getBoundingClientRect();
  const start = rect.left - box.left + list.scrollLeft;
  const end = rect.right - box.left + list.scrollLeft;
  if (start < list.scrollLeft) list.scrollLeft = start;
  else if (end > list.scrollLeft + list.clientWidth) list.scrollLeft = end - list.clientWidth;
}

/**
 * WAI-ARIA tabs (automatic activation): one tab in the tab order (roving tabindex), arrow keys move and
 * select, Home and End go to the first and last; the selected tab's panel follows, itself focusable.
 * The tabs stay one row: on a narrow screen the row scrolls, and the selected tab is kept in view.
 */
export function SimulatorTabs<I extends string>({ label, tabs, selected, onSelect }: Props<I>) {
  const refs = useRef(new Map<I, HTMLButtonElement>());
  const index = Math.max(
    0,
    tabs.findIndex((tab) => tab.id === selected),
  );
  const move = (event: KeyboardEvent) => {
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + tabs.length) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const tab = tabs[next]!;
    onSelect(tab.id);
    refs.current.get(tab.id)?.focus();
  };
  const current = tabs[index]!;
  const listRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const tab = refs.current.get(current.id);
    if (listRef.current && tab) revealTab(listRef.current, tab);
  }, [current.id]);
  return (
    <div className="qs-tabs">
      <div ref={listRef} role="tablist" aria-label={label} className="qs-tablist" onKeyDown={move}>
        {tabs.map((tab) => (
          <button
            key={tab.id}
            ref={(el) => {
              if (el) refs.current.set(tab.id, el);
              else refs.current.delete(tab.id);
            }}
            type="button"
            role="tab"
            id={`qs-tab-${tab.id}`}
            className="qs-tab"
            part="button"
            aria-selected={tab.id === current.id}
            aria-controls={`qs-panel-${tab.id}`}
            tabIndex={tab.id === current.id ? 0 : -1}
            onClick={() => onSelect(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`qs-panel-${current.id}`}
        aria-labelledby={`qs-tab-${current.id}`}
        className="hub-stack qs-panel"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the APG tabs pattern puts a panel without focusable content in the tab order
        tabIndex={0}
      >
        {current.panel}
      </div>
    </div>
  );
}
