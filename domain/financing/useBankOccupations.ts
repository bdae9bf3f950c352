import { getSimulationBaseData } from '../../api/funding.ts';
import { useResource } from '../../core/useResource.ts';
import { useWidget } from '../../core/WidgetContext.tsx';
import { OCCUPATIONS, type Occupation } from '../../validators/index.ts';
import { bankOccupations } from './bankOccupations.ts';

/**
 * The occupations a proposal may declare: for a kept simulation reopened by id, those its bank accepts
 * (`GET base-data/{simulationId}`, `bankOccupations`); otherwise — or while it loads, or when it fails —
 * the seed's list.
 */
export function useBankOccupations(simulationId: string | null): readonly Occupation[] {
  const { context } = useWidget();
  const base = useResource(simulationId ? `base-data:${simulationId}` : null, (signal) =>
    getSimulationBaseData(context, simulationId as string, signal),
  );
  return base.status === 'success' ? bankOccupations(base.data.occupations) : OCCUPATIONS;
}
