import { SIMULATED_SOURCES, type SimulatedSource } from '../../../api/financing/types.ts';
import type { FinancingT } from '../i18n.ts';

/**
 * flow-selection (source ZFLOW): the buyer chooses how to finance, CDC, NEXT, PSA traditional or balloon.
 * Like the other screens it opens with its heading (a section named by it), the choices under it.
 */
export function SourceChoice({
  t,
  onChoose,
}: {
  t: FinancingT;
  onChoose: (source: SimulatedSource) => void;
}) {
  return (
    <section className="hub-stack" aria-labelledby="fin-flow-title">
      <h2 className="hub-title" id="fin-flow-title">
        {t('flowTitle')}
      </h2>
      <div className="hub-stack">
        {SIMULATED_SOURCES.map((s) => (
          <button
            key={s}
            type="button"
            className="hub-button"
            data-variant="secondary"
            onClick={() => onChoose(s)}
          >
            {t(`source.${s}` as 'source.CDC')}
          </button>
        ))}
      </div>
    </section>
  );
}
