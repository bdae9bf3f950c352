import type { Part } from '../../api/carSchemas.ts';
import { formatMoney } from '../../core/format.ts';
import { OfferState } from './OfferState.tsx';
import type { ConfiguratorState } from './useConfigurator.ts';

/** A part's name (with the featured badge) and price, beside its input. */
function PartBody({ state, part }: { state: ConfiguratorState; part: Part }) {
  const { t, context } = state;
  return (
    <span className="hub-stack cfg-option-body">
      <span className="cfg-option-name">
        {part.name}
        {part.behaviour === 'FEATURED' && <span className="cfg-badge"> {t('featured')}</span>}
      </span>
      <span className="cfg-price">
        {part.price > 0 ? formatMoney(part.price, context.market) : t('free')}
      </span>
    </span>
  );
}

/** Parts as native checkboxes; each change goes through the rules (and the conflicts modal). */
export function PartList({
  state,
  parts,
  legend,
}: {
  state: ConfiguratorState;
  parts: Part[];
  legend: string;
}) {
  const { car, togglePart } = state;
  const selected = new Set(car.parts.map((part) => part.id));
  return (
    <fieldset className="hub-fieldset cfg-options">
      <legend className="hub-visually-hidden">{legend}</legend>
      {parts.map((part) => (
        <label
          key={part.id}
          className="hub-card cfg-option"
          data-featured={part.behaviour === 'FEATURED' || undefined}
        >
          <input
            type="checkbox"
            checked={selected.has(part.id)}
            onChange={(event) => togglePart(part, event.currentTarget.checked)}
          />
          <PartBody state={state} part={part} />
        </label>
      ))}
    </fieldset>
  );
}

/**
 * Radio-type parts of one group as native radios (seed 000 §4): choosing one replaces the other of its
 * group, with no other rule and no modal.
 */
function RadioGroup({ state, group, parts }: { state: ConfiguratorState; group: string; parts: Part[] }) {
  const { t, car, togglePart } = state;
  const selected = new Set(car.parts.map((part) => part.id));
  return (
    <fieldset className="hub-fieldset cfg-options" data-group={group}>
      <legend className="hub-label">{t('chooseOne')}</legend>
      {parts.map((part) => (
        <label key={part.id} className="hub-card cfg-option">
          <input
            type="radio"
            name={`cfg-radio-${group}`}
            checked={selected.has(part.id)}
            onChange={() => togglePart(part, true)}
          />
          <PartBody state={state} part={part} />
        </label>
      ))}
    </fieldset>
  );
}

/** The optionals step: ITEM parts of the version; radio-type parts grouped as radios. */
export function OptionalsStep({ state }: { state: ConfiguratorState }) {
  const { t, offer } = state;
  const items = offer.data?.parts.filter((part) => part.type === 'ITEM') ?? [];
  const checks = items.filter((part) => part.selectionType !== 'radio');
  const groups = new Map<string, Part[]>();
  for (const part of items) {
    if (part.selectionType !== 'radio') continue;
    const key = part.group ?? part.id;
    groups.set(key, [...(groups.get(key) ?? []), part]);
  }
  return (
    <OfferState state={state}>
      {items.length === 0 ? (
        <p>{t('noOptionals')}</p>
      ) : (
        <>
          <PartList state={state} parts={checks} legend={t('step.optionals')} />
          {[...groups].map(([group, parts]) => (
            <RadioGroup key={group} state={state} group={group} parts={parts} />
          ))}
        </>
      )}
    </OfferState>
  );
}
