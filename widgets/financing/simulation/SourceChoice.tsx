import { SIMULATED_SOURCES, type SimulatedSource } from '../../../api/financing/types.ts';
import type { FinancingT } from '../i18n.ts';

/** flow-selection (source ZFLOW): the buyer chooses how to finance, CDC, NEXT, PSA traditional or balloon. */
export function SourceChoice({
  t,
  onChoose,
}: {
  t: FinancingT;
  onChoose: (source: SimulatedSource) => void;
}) {
  return (
    <fieldset className="hub-fieldset">
      <legend className="hub-title">{t('flowTitle')}</legend>
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
    </fieldset>
  );
}
