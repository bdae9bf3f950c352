import { useWidget } from '../core/WidgetContext.tsx';
import type { ApiScope } from './client.ts';

/** The API scope of the widget being rendered (its service bases, auth cookie, brand and market). */
export function useApi(): ApiScope {
  return useWidget().context;
}
