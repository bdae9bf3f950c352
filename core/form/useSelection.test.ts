import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSelection } from './useSelection.ts';

describe('useSelection', () => {
  it('chooses and lets go of ids one at a time, all at once, or none', () => {
    const { result } = renderHook(() => useSelection());
    act(() => result.current.toggle('a', true));
    act(() => result.current.toggle('b', true));
    expect([...result.current.selected]).toEqual(['a', 'b']);
    act(() => result.current.toggle('a', false));
    expect([...result.current.selected]).toEqual(['b']);
    act(() => result.current.set(['x', 'y', 'z']));
    expect([...result.current.selected]).toEqual(['x', 'y', 'z']);
    act(() => result.current.clear());
    expect(result.current.selected.size).toBe(0);
  });

  it('reads the selection as of now inside a handler, before the next render', () => {
    const { result } = renderHook(() => useSelection());
    act(() => result.current.set(['a', 'b']));
    let seen: string[] = [];
    act(() => {
      const selection = result.current;
      selection.clear();
      seen = [...selection.current()];
      selection.toggle('c', true);
    });
    expect(seen).toEqual([]);
    expect([...result.current.selected]).toEqual(['c']);
  });
});
