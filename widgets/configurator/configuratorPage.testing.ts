import { afterEach, beforeEach, vi } from 'vitest';
import { hubStore } from '../../core/store.ts';
import { carAtom } from '../../domain/car/store/atoms.ts';
import { emptyCar } from '../../domain/car/store/CarState.ts';
import { startSandbox } from '../../test/sandbox.ts';
import './configurator.element.ts';

/**
 * Test helper: the sandbox, and a clean page around each test (no stored Fiat car, an empty address,
 * no configurator left mounted, warnings silenced).
 */
export function withConfiguratorPage(): void {
  startSandbox();
  const clean = () => window.history.replaceState(null, '', '/');
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.clear();
    hubStore.set(carAtom, emptyCar('fiat'));
    clean();
  });
  afterEach(() => {
    for (const el of document.querySelectorAll('hub-configurator')) el.remove();
    clean();
    vi.restoreAllMocks();
  });
}
