import { useMemo, useState } from 'react';
import {
  type ColorGroup,
  loadOffer,
  loadStock,
  loadVersions,
  type Offer,
  type Version,
} from '../../api/car.ts';
import type { Coating, Color, Part } from '../../api/carSchemas.ts';
import { useResource } from '../../core/useResource.ts';
import { useT, useWidget } from '../../core/WidgetContext.tsx';
import { conflictMessages } from '../../domain/car/conflictMessages.ts';
import { applyPlan } from '../../domain/car/rules/applyPlan.ts';
import { isColorValid } from '../../domain/car/rules/colors.ts';
import { createCatalog } from '../../domain/car/rules/createCatalog.ts';
import { planSelection } from '../../domain/car/rules/planSelection.ts';
import { RuleError } from '../../domain/car/rules/RuleError.ts';
import { refinePlan } from '../../domain/car/rules/refinePlan.ts';
import type { PlanChoices, RulesState, SelectionPlan } from '../../domain/car/rules/types.ts';
import type { QuotedCar } from './quotationPayload.ts';
import { isSoldOut } from './stockSource.ts';

interface Selection {
  parts: Part[];
  color: Color | null;
  coating: Coating | null;
}
const NOTHING: Selection = { parts: [], color: null, coating: null };
const EMPTY_CATALOG = { parts: {}, colors: [] };

/**
 * The car of a quotation: the model's versions, the chosen version's offer and stock, and the chosen
 * colour, coating, optionals and accessories. Parts change through domain/car's rules engine (the
 * configurator's): a change that does more than toggle the part waits in `plan` for the conflicts modal.
 */
export function useQuotedCar(model: string | undefined, year: number) {
  const { context } = useWidget();
  const conflictT = useT(conflictMessages);
  const versions = useResource<Version[]>(
    `${context.brand}:${context.market}:${model ?? ''}:${year}`,
    (signal) => loadVersions(context, model ?? '', year, signal),
  );
  const [modelCode, setModelCode] = useState<string>(model ?? '');
  const [version, setVersion] = useState<Version | null>(null);
  const [selection, setSelection] = useState<Selection>(NOTHING);
  const [plan, setPlan] = useState<SelectionPlan | null>(null);
  const [blocked, setBlocked] = useState<string | null>(null);

  const offer = useResource<Offer>(version ? `${version.code}:${context.market}` : null, (signal) =>
    loadOffer(context, version?.code ?? '', signal),
  );
  const chosenYear = version ? (version.years.includes(year) ? year : version.year) : year;
  const stock = useResource(version ? `${version.code}:${chosenYear}` : null, (signal) =>
    loadStock(context, { ...version!, year: chosenYear }, signal),
  );
  const catalog = useMemo(
    () => (offer.data ? createCatalog(offer.data.parts, offer.data.colors) : EMPTY_CATALOG),
    [offer.data],
  );
  const rules: RulesState = { catalog, parts: selection.parts, color: selection.color };

  const models = useMemo(() => {
    const seen = new Map<string, string>();
    for (const v of versions.data ?? [])
      if (v.modelCode && !seen.has(v.modelCode)) seen.set(v.modelCode, v.modelName ?? v.modelCode);
    return [...seen].map(([code, name]) => ({ code, name }));
  }, [versions.data]);

  const apply = (planned: SelectionPlan, choices: PlanChoices = {}) => {
    const next = applyPlan(rules, planned, choices);
    setSelection((current) => ({ ...current, parts: [...next.parts], color: next.color }));
  };

  const colorGroup: ColorGroup = (selection.color && offer.data?.colorGroups[selection.color.id]) || 'solid';
  const car: QuotedCar | null = version
    ? {
        version,
        year: chosenYear,
        color: selection.color,
        colorGroup,
        coating: selection.coating,
        parts: selection.parts,
      }
    : null;

  return {
    versions,
    models,
    modelCode,
    offer,
    stock,
    car,
    // A failing stock service is only logged (seed 000 §8): the car is not called sold out for it.
    soldOut: stock.status === 'success' && isSoldOut(stock.data, selection.color?.code ?? null),
    chooseModel(code: string) {
      setModelCode(code);
      setVersion(null);
      setSelection(NOTHING);
    },
    chooseVersion(code: string) {
      setVersion((versions.data ?? []).find((v) => v.code === code) ?? null);
      setSelection(NOTHING);
      setPlan(null);
    },
    /** Chooses a colour the selected parts allow (others are not offered). */
    chooseColor(color: Color) {
      if (isColorValid(rules, color.id)) setSelection((current) => ({ ...current, color }));
    },
    colorAllowed: (color: Color) => isColorValid(rules, color.id),
    chooseCoating: (coating: Coating | null) => setSelection((current) => ({ ...current, coating })),
    /** Adds or removes a part; conflicts wait in `plan` for the modal, a blocked change in `blocked`. */
    togglePart(part: Part, selected: boolean) {
      const planned = planSelection(rules, part.id, selected ? 'add' : 'remove');
      if (planned.status === 'noop') return;
      if (planned.status === 'blocked') return setBlocked(conflictT('conflictBlocked', { part: part.name }));
      if (planned.needsConfirmation) return setPlan(planned);
      apply(planned);
    },
    plan,
    blocked,
    partName: (id: string) =>
      offer.data?.parts.find((part) => part.id === id)?.name ??
      selection.parts.find((p) => p.id === id)?.name ??
      id,
    refinePlan: (picks: Record<string, string>) => plan && setPlan(refinePlan(rules, plan, { picks })),
    confirmPlan(choices: PlanChoices) {
      if (!plan) return;
      try {
        apply(plan, choices);
        setPlan(null);
      } catch (error) {
        if (!(error instanceof RuleError)) throw error;
      }
    },
    cancelPlan: () => setPlan(null),
    dismissBlocked: () => setBlocked(null),
  };
}

/** The quoted car's state, as the tabs receive it. */
export type QuotedCarState = ReturnType<typeof useQuotedCar>;
