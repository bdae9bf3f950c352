import { useMemo } from 'react';
import { hubStore } from '../../core/store.ts';
import { useWidget } from '../../core/WidgetContext.tsx';
import { type ConfiguratorActions, createConfiguratorActions } from './store/createConfiguratorActions.ts';

/**
 * In a widget: the configurator's actions on the page's store (`createConfiguratorActions` on
 * `hubStore`), with the page's location rules (its `location-ttl` setting and country).
 */
export function useConfiguratorActions(): ConfiguratorActions {
  const { context } = useWidget();
  return useMemo(
    () =>
      createConfiguratorActions(hubStore, {
        locationTtlMs: context.settings['location-ttl'],
        country: context.country,
      }),
    [context.settings, context.country],
  );
}
