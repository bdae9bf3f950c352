import { type ComponentType, startTransition, useCallback, useEffect, useMemo, useState } from 'react';
import { ConfigMessage } from './ConfigMessage.tsx';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { emit as emitEvent, type HubEventDetails, type HubEventName } from './events.ts';
import type { ConfigIssue, WidgetContextData } from './page-context.ts';
import { type WidgetScope, WidgetScopeContext } from './WidgetContext.tsx';

/** What the custom element hands to React on every render. */
export interface HostState {
  tag: string;
  host: HTMLElement;
  // biome-ignore lint/suspicious/noExplicitAny: widget components have their own prop types
  Component: ComponentType<any>;
  props: Record<string, unknown>;
  issues: ConfigIssue[];
  context: WidgetContextData;
}

/** Root of every widget: its scope, then the configuration message or the widget itself. */
export function WidgetHost({ hub }: { hub?: HostState }) {
  const host = hub?.host;
  const emit = useCallback(
    <N extends HubEventName>(name: N, detail: HubEventDetails[N]) => {
      if (host) emitEvent(host, name, detail);
    },
    [host],
  );
  const scope = useMemo<WidgetScope | null>(
    () => (hub ? { host: hub.host, tag: hub.tag, context: hub.context, emit } : null),
    [hub, emit],
  );
  // The widget itself renders in a transition: React time-slices it, so a page with several widgets
  // on a slow phone never blocks input for the whole first render.
  const [live, setLive] = useState(false);
  useEffect(() => {
    startTransition(() => setLive(true));
  }, []);
  if (!hub || !scope) return null;
  const { Component, props, issues, context } = hub;
  const crash = <ConfigMessage issues={[{ code: 'crash', field: hub.tag, value: '' }]} />;
  return (
    <WidgetScopeContext.Provider value={scope}>
      <div className="hub-root" part="root" lang={context.language} data-skin={context.skin}>
        {!live ? null : issues.length > 0 ? (
          <ConfigMessage issues={issues} />
        ) : (
          <ErrorBoundary
            fallback={crash}
            onError={(error) => {
              console.error(`[hub-widgets] ${hub.tag} failed to render`, error);
            }}
          >
            <Component {...props} />
          </ErrorBoundary>
        )}
      </div>
    </WidgetScopeContext.Provider>
  );
}
