import {
  type ComponentType,
  lazy,
  type ReactNode,
  Suspense,
  startTransition,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { ConfigError } from './errors.ts';
import { emit as emitEvent, type HubEventDetails, type HubEventName } from './events.ts';
import type { WidgetContextData } from './page-context.ts';
import { createReadyGate, ReadyGateContext } from './ready-gate.ts';
import { useViewport } from './viewport.ts';
import { type WidgetScope, WidgetScopeContext } from './WidgetContext.tsx';

/** What the custom element hands to React on every render. */
export interface HostState {
  tag: string;
  host: HTMLElement;
  // biome-ignore lint/suspicious/noExplicitAny: widget components have their own prop types
  Component: ComponentType<any>;
  props: Record<string, unknown>;
  /** What is wrong with the configuration; the widget shows them instead of itself. */
  errors: ConfigError[];
  context: WidgetContextData;
}

// The configuration message and its texts: downloaded only by a misconfigured widget. If that download
// fails, the widget stays empty with a warning, as the loader does for a widget chunk.
const ConfigMessage = lazy(() =>
  import('./ConfigMessage.tsx').then(
    (module): { default: ComponentType<{ errors: ConfigError[] }> } => ({ default: module.ConfigMessage }),
    (error: unknown) => {
      console.warn('[hub-widgets] could not load the configuration message', error);
      return { default: () => null };
    },
  ),
);

/** The configuration message in place of the widget, once its code has arrived. */
function Misconfigured({ errors }: { errors: ConfigError[] }) {
  return (
    <Suspense fallback={null}>
      <ConfigMessage errors={errors} />
    </Suspense>
  );
}

/**
 * Announces `hub-ready` once per mount of the widget: after the commit that first shows the widget's
 * own content (its effects run before this one's, so a hold taken there counts), unless the widget
 * holds the announcement until its first interactive state (`useReadyWhen`).
 */
function ReadyScope({ announce, children }: { announce: () => void; children: ReactNode }) {
  const latest = useRef(announce);
  latest.current = announce;
  const [gate] = useState(() => createReadyGate(() => latest.current()));
  useEffect(() => gate.commit(), [gate]);
  return <ReadyGateContext.Provider value={gate}>{children}</ReadyGateContext.Provider>;
}

/** Root of every widget: its scope, then the configuration message or the widget itself. */
export function WidgetHost({ hub }: { hub?: HostState }) {
  const host = hub?.host;
  // The latest context (brand, market, analytics settings) without changing `emit` when it changes.
  const eventContext = useRef(hub?.context);
  eventContext.current = hub?.context;
  const emit = useCallback(
    <N extends HubEventName>(name: N, detail: HubEventDetails[N]) => {
      if (host && eventContext.current) emitEvent(host, name, detail, eventContext.current);
    },
    [host],
  );
  const scope = useMemo<WidgetScope | null>(
    () => (hub ? { host: hub.host, tag: hub.tag, context: hub.context, emit } : null),
    [hub, emit],
  );
  const announce = useCallback(() => emit('hub-ready', {}), [emit]);
  // The widget itself renders in a transition: React time-slices it, so a page with several widgets
  // on a slow phone never blocks input for the whole first render.
  const [live, setLive] = useState(false);
  useEffect(() => {
    startTransition(() => setLive(true));
  }, []);
  // The seed's viewport classes, for the widgets' CSS: `[data-viewport='mobile']`, `[data-below-760]` …
  const viewport = useViewport();
  if (!hub || !scope) return null;
  const { tag, Component, props, errors, context } = hub;
  // A render failure: a ConfigError thrown by the widget is a configuration message like any other.
  const failed = (error: unknown) => (
    <Misconfigured
      errors={[
        error instanceof ConfigError ? error : new ConfigError(tag, { code: 'crash', field: tag, value: '' }),
      ]}
    />
  );
  return (
    <WidgetScopeContext.Provider value={scope}>
      <div
        className="hub-root"
        part="root"
        lang={context.language}
        data-skin={context.skin}
        data-viewport={viewport.class}
        data-below-760={viewport.below760 || undefined}
        data-below-950={viewport.below950 || undefined}
        data-wide={viewport.wide || undefined}
      >
        {!live ? null : errors.length > 0 ? (
          <Misconfigured errors={errors} />
        ) : (
          <ErrorBoundary
            fallback={failed}
            onError={(error) => {
              if (!(error instanceof ConfigError))
                console.error(`[hub-widgets] ${tag} failed to render`, error);
            }}
          >
            <ReadyScope announce={announce}>
              <Component {...props} />
            </ReadyScope>
          </ErrorBoundary>
        )}
      </div>
    </WidgetScopeContext.Provider>
  );
}
