import { type ReactNode, useState } from 'react';
import { vi } from 'vitest';
import { readPageMeta, resolveContext } from '../page-context.ts';
import { WidgetScopeContext } from '../WidgetContext.tsx';

/**
 * Renders kit pieces as a widget would, without an element: the page's metas (test/page.ts
 * `setupPage`) give the context; `emit` is a spy. Test support only.
 */
export function Scoped({ children, market }: { children: ReactNode; market?: string }) {
  const [scope] = useState(() => ({
    host: document.body,
    tag: 'hub-test',
    context: resolveContext(readPageMeta(), market ? { market } : {}).context,
    emit: vi.fn(),
  }));
  return <WidgetScopeContext.Provider value={scope}>{children}</WidgetScopeContext.Provider>;
}
