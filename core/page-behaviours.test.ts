import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  goBack,
  lockScroll,
  onPointerOutside,
  SCROLL,
  scrollToHashTarget,
  smoothAnchors,
  smoothScrollTo,
} from './page-behaviours.ts';

afterEach(() => {
  vi.useRealTimers();
});

function reducedMotion(on: boolean) {
  vi.stubGlobal(
    'matchMedia',
    (query: string) => ({ matches: on && query.includes('reduce') }) as MediaQueryList,
  );
}

describe('page behaviours (seed 000 §2, §9)', () => {
  it('uses the seed constants', () => {
    expect(SCROLL).toEqual({ duration: 500, offset: 50, anchorDelay: 1000, anchorOffset: 100 });
  });

  it('jumps without animation when the user prefers reduced motion, keeping the 50 px offset', async () => {
    reducedMotion(true);
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    await smoothScrollTo(700);
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith(0, 650);
  });

  it('animates over 500 ms and ends at the target otherwise', async () => {
    reducedMotion(false);
    const positions: number[] = [];
    const record = (_x: number, y: number): void => {
      positions.push(y);
    };
    vi.spyOn(window, 'scrollTo').mockImplementation(record as unknown as typeof window.scrollTo);
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => {
      now += 100;
      setTimeout(() => cb(now), 0);
      return 1;
    });
    await smoothScrollTo(1050);
    expect(positions.length).toBe(5);
    expect(positions.at(-1)).toBe(1000);
    expect(positions[0]).toBeGreaterThan(0);
    expect(positions[0]).toBeLessThan(1000);
  });

  it('scrolls to the address hash target after 1000 ms with a 100 px offset', () => {
    vi.useFakeTimers();
    reducedMotion(true);
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const target = document.createElement('section');
    target.id = 'financiamento';
    vi.spyOn(target, 'getBoundingClientRect').mockReturnValue({ top: 900 } as DOMRect);
    document.body.append(target);
    scrollToHashTarget(document, '#financiamento');
    vi.advanceTimersByTime(999);
    expect(scrollTo).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(scrollTo).toHaveBeenCalledWith(0, 800);
  });

  it('makes in-page anchors scroll instead of jumping', () => {
    reducedMotion(true);
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    document.body.innerHTML = '<a href="#versoes">Versões</a><section id="versoes"></section>';
    const stop = smoothAnchors(document);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('a')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(scrollTo).toHaveBeenCalled();
    stop();
  });

  it('hides page scrolling while any lock is held and restores it after the last', () => {
    document.documentElement.style.overflow = 'auto';
    const a = lockScroll();
    const b = lockScroll();
    expect(document.documentElement.style.overflow).toBe('hidden');
    a();
    a();
    expect(document.documentElement.style.overflow).toBe('hidden');
    b();
    expect(document.documentElement.style.overflow).toBe('auto');
  });

  it('calls the handler for pointers outside the element only', () => {
    const inside = document.createElement('div');
    const outside = document.createElement('div');
    document.body.append(inside, outside);
    const handler = vi.fn();
    const stop = onPointerOutside(inside, handler);
    inside.dispatchEvent(new Event('pointerdown', { bubbles: true, composed: true }));
    expect(handler).not.toHaveBeenCalled();
    outside.dispatchEvent(new Event('pointerdown', { bubbles: true, composed: true }));
    expect(handler).toHaveBeenCalledTimes(1);
    stop();
    outside.dispatchEvent(new Event('pointerdown', { bubbles: true, composed: true }));
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('goes back in history, or to the fallback page when there is none', () => {
    const back = vi.spyOn(history, 'back').mockImplementation(() => undefined);
    vi.spyOn(history, 'length', 'get').mockReturnValue(3);
    goBack('/home');
    expect(back).toHaveBeenCalled();
  });
});
