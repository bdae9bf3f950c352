import { createContext, useContext, useMemo } from 'react';
import type { HubEventDetails, HubEventName } from './events.ts';
import type { Dictionary, Messages, Translate } from './i18n.ts';
import { createTranslator } from './i18n.ts';
import type { WidgetContextData } from './page-context.ts';

/** What every widget component can reach: its host element, its context and the event emitter. */
export interface WidgetScope {
  host: HTMLElement;
  tag: string;
  context: WidgetContextData;
  emit: <N extends HubEventName>(name: N, detail: HubEventDetails[N]) => void;
}

/** React context carrying the {@link WidgetScope}; provided by the widget host. */
export const WidgetScopeContext = createContext<WidgetScope | null>(null);

/** The scope of the widget being rendered. Throws outside a widget (a programming error). */
export function useWidget(): WidgetScope {
  const scope = useContext(WidgetScopeContext);
  if (!scope) throw new Error('useWidget must be used inside a widget rendered by defineWidget');
  return scope;
}

/** A translator for the widget's messages, in the widget's language and brand. */
export function useT<D extends Dictionary>(messages: Messages<D>): Translate<D> {
  const { context } = useWidget();
  return useMemo(() => createTranslator(messages, context), [messages, context]);
}
