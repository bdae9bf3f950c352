/**
 * The ids with the one at `from` moved to `to` (clamped to the list); the same array when nothing
 * moves, so a move to where it is sends no reorder.
 */
export function moveOffer<T>(ids: readonly T[], from: number, to: number): readonly T[] {
  const target = Math.max(0, Math.min(ids.length - 1, to));
  if (from < 0 || from >= ids.length || target === from) return ids;
  const next = [...ids];
  const [moved] = next.splice(from, 1);
  next.splice(target, 0, moved as T);
  return next;
}
