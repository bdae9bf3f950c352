import type { QuotationT } from './i18n.ts';
import type { QuotedCarState } from './useQuotedCar.ts';

/** The coating tab: one coating or none. */
export function CoatingTab({
  quoted,
  t,
  money,
}: {
  quoted: QuotedCarState;
  t: QuotationT;
  money: (n: number) => string;
}) {
  const coatings = quoted.offer.data?.coatings ?? [];
  const chosen = quoted.car?.coating?.id ?? null;
  if (!quoted.car) return null;
  return (
    <fieldset className="hub-fieldset">
      <legend className="hub-legend">{t('tabCoating')}</legend>
      <label className="hub-check">
        <input
          type="radio"
          name="coating"
          checked={chosen === null}
          onChange={() => quoted.chooseCoating(null)}
        />
        <span>{t('noCoating')}</span>
      </label>
      {coatings.map((coating) => (
        <label key={coating.id} className="hub-check">
          <input
            type="radio"
            name="coating"
            checked={chosen === coating.id}
            onChange={() => quoted.chooseCoating(coating)}
          />
          <span>
            {coating.name} ({money(coating.price)})
          </span>
        </label>
      ))}
    </fieldset>
  );
}
