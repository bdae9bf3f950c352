import { getSimulation } from '../../api/funding.ts';
import { useResource } from '../../core/useResource.ts';
import { useWidget } from '../../core/WidgetContext.tsx';
import { type KeptPlan, keptPlanOf } from './keptPlan.ts';

/** The URL parameter that reopens a kept simulation: `?simulation=SIM-…`. */
export const SIMULATION_PARAM = 'simulation';

/** The simulation to reopen: the element's `simulation-id`, else the page address's `?simulation=`. */
export function simulationIdOf(
  attribute: string | undefined,
  search = window.location.search,
): string | null {
  const id = attribute?.trim() || new URLSearchParams(search).get(SIMULATION_PARAM)?.trim();
  return id || null;
}

/**
 * A kept simulation reopened by id (`GET simulate/{id}`): `loading` until it answers; `error` when the
 * service does not know it or it cannot be reopened (then the flow starts afresh); no id: `idle`.
 */
export function useKeptPlan(id: string | null): {
  status: 'idle' | 'loading' | 'success' | 'error';
  plan: KeptPlan | null;
} {
  const { context } = useWidget();
  const kept = useResource(id ? `kept-simulation:${id}` : null, async (signal) => {
    const plan = keptPlanOf(await getSimulation(context, id as string, signal));
    if (!plan) throw new Error('Simulation cannot be reopened');
    return plan;
  });
  // The first render of an id is loading too (the resource starts idle).
  const status = id && kept.status === 'idle' ? 'loading' : kept.status;
  return { status, plan: kept.data ?? null };
}
