import { useAtomValue } from 'jotai/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  loadOffer,
  loadPrice,
  loadReservationPrice,
  loadStock,
  loadVersions,
  type Offer,
  type Version,
} from '../../api/car.ts';
import type { Part } from '../../api/carSchemas.ts';
import { hubStore } from '../../core/store.ts';
import { useResource } from '../../core/useResource.ts';
import { useT, useWidget } from '../../core/WidgetContext.tsx';
import { conflictMessages } from '../../domain/car/conflictMessages.ts';
import { createCatalog } from '../../domain/car/rules/createCatalog.ts';
import { RuleError } from '../../domain/car/rules/RuleError.ts';
import { splitCarCode } from '../../domain/car/rules/splitCarCode.ts';
import type { PlanChoices } from '../../domain/car/rules/types.ts';
import { carAtom, pendingPlanAtom } from '../../domain/car/store/atoms.ts';
import type { ConfigurationSnapshot } from '../../domain/car/store/schemas.ts';
import { useConfiguratorActions } from '../../domain/car/useConfiguratorActions.ts';
import { isPlace } from '../../domain/location/LocationSchema.ts';
import type { ConfiguratorProps } from './Configurator.tsx';
import { configurationDetail } from './configuratorEvents.ts';
import { configuratorMessages } from './i18n.ts';
import { dropShareParam, sharedSnapshot, shareUrl } from './shareLink.ts';
import { readStoredStep, writeStoredStep } from './stepMemory.ts';
import { isStep, STEPS, type Step } from './steps.ts';
import { stockLabel } from './stockLabel.ts';
import { useVisitedRecord } from './useVisitedRecord.ts';

type Notice = { tone: 'info' | 'warning'; text: string } | null;

/**
 * The configurator's screen state: the car in `hubStore` (restored first, saved on every change, at the
 * page's location), the version list, the version's offer, price and stock, the step, the pending
 * conflict plan, the events.
 */
export function useConfigurator(props: ConfiguratorProps) {
  const { context, emit } = useWidget();
  const t = useT(configuratorMessages);
  const conflictT = useT(conflictMessages);
  const ecommerce = props.ecommerce === true;
  const actions = useConfiguratorActions();

  // Boot once, before reading the atoms: a share link wins over the stored car.
  const [boot] = useState(() => {
    actions.setCatalog({ parts: {}, colors: [] });
    const shared = sharedSnapshot();
    // Applied once: the code leaves the address so a reload keeps the shopper's own changes.
    if (shared.kind !== 'none') dropShareParam();
    const restored = actions.restoreCar(context.brand);
    const stored = actions.car().mvs;
    const wanted = props.model ?? (props.mvs ? splitCarCode(props.mvs, context.brand).modelCode : null);
    let notice: Notice = null;
    let pending: ConfigurationSnapshot | null = null;
    if (shared.kind === 'snapshot') {
      pending = shared.snapshot;
      actions.clearCar();
    } else if (restored && stored && wanted && !stored.code.startsWith(wanted)) {
      actions.clearCar();
    } else if (restored) {
      notice = { tone: 'info', text: t('restored') };
    }
    if (shared.kind === 'invalid') notice = { tone: 'warning', text: t('sharedInvalid') };
    // The line-up is the page's (its model, else the brand's), never narrowed to the stored car's model.
    const model = (pending ? splitCarCode(pending.mvs, context.brand).modelCode : null) ?? wanted ?? '';
    // A reload returns to the step the shopper was on; else `initial-step`, once the car exists.
    const resumed = notice && actions.car().mvs ? readStoredStep(context.brand) : null;
    return { notice, pending, model, resumed };
  });
  const [notice, setNotice] = useState<Notice>(boot.notice);
  const pendingShare = useRef(boot.pending);

  const car = useAtomValue(carAtom, { store: hubStore });
  const plan = useAtomValue(pendingPlanAtom, { store: hubStore });
  const initialStep = isStep(props.initialStep) ? props.initialStep : 'version';
  const [step, setStep] = useState<Step>(boot.resumed ?? (car.mvs ? initialStep : 'version'));
  const mvs = car.mvs;
  // On a first visit the car (the `mvs` attribute's or the share link's) arrives after the first render:
  // `initial-step` applies then, once.
  const stepWaiting = useRef(!boot.resumed && !car.mvs && initialStep !== 'version');
  useEffect(() => {
    if (!mvs || !stepWaiting.current) return;
    stepWaiting.current = false;
    setStep(initialStep);
    writeStoredStep(context.brand, initialStep);
  }, [mvs, initialStep, context.brand]);
  const year = props.year ?? mvs?.year ?? new Date().getFullYear();
  // A signed-in user's garage lists the versions shown here as visited (never blocking).
  useVisitedRecord(mvs);

  // The car is at the page's location (else the market's country alone, placed by restoreCar). Without
  // a place on the page, the configurator asks for one (the shared location selector).
  const [askLocation] = useState(() => !isPlace(car.location));

  const versions = useResource<Version[]>(`${context.brand}:${context.market}:${boot.model}`, (signal) =>
    loadVersions(context, boot.model, year, signal),
  );

  const chooseVersion = useCallback(
    (version: Version, chosenYear = year) => {
      if (mvs?.code === version.code && mvs.year === chosenYear) return;
      const { years: _years, ...rest } = version;
      actions.setCatalog({ parts: {}, colors: [] });
      actions.update({
        mvs: { ...rest, year: version.years.includes(chosenYear) ? chosenYear : rest.year },
        groupedMvs: (versions.data ?? []).map(({ years: _y, ...other }) => other),
        parts: [],
        color: null,
        coating: null,
        services: [],
        prices: { parts: [] },
      });
    },
    [actions, mvs, versions.data, year],
  );

  // First version: the share link's, else the `mvs` attribute's.
  const unknownMvs = useRef<string | null>(null);
  useEffect(() => {
    if (versions.status !== 'success' || mvs) return;
    const wanted = pendingShare.current?.mvs ?? props.mvs;
    const found = wanted ? versions.data.find((version) => version.code === wanted) : undefined;
    if (found) chooseVersion(found, pendingShare.current?.year ?? year);
    else if (pendingShare.current) {
      setNotice({ tone: 'warning', text: t('sharedMissing', { ids: pendingShare.current.mvs }) });
      pendingShare.current = null;
    } else if (wanted && unknownMvs.current !== wanted) {
      // An `mvs` attribute the line-up does not sell: said on screen and to the host page, once.
      unknownMvs.current = wanted;
      const text = t('unknownVersion', { mvs: wanted });
      setNotice({ tone: 'warning', text });
      emit('hub-error', { code: 'unknown-version', message: text });
    }
  }, [versions.status, versions.data, mvs, props.mvs, chooseVersion, t, year, emit]);

  const offer = useResource<Offer>(mvs ? `${mvs.code}:${context.market}` : null, async (signal) => {
    const loaded = await loadOffer(context, mvs?.code ?? '', signal);
    if (signal.aborted) return loaded;
    actions.setCatalog(createCatalog(loaded.parts, loaded.colors));
    const snapshot = pendingShare.current;
    if (snapshot && snapshot.mvs === mvs?.code) {
      // A shared car's choices: their code is fetched only when a page opens with a share link.
      const { selectionFromSnapshot } = await import('../../domain/car/store/selectionFromSnapshot.ts');
      if (signal.aborted || pendingShare.current !== snapshot) return loaded;
      pendingShare.current = null;
      const selection = selectionFromSnapshot(snapshot, createCatalog(loaded.parts, loaded.colors), loaded);
      actions.update({
        parts: selection.parts,
        color: selection.color,
        coating: selection.coating,
        services: selection.services,
      });
      setNotice(
        selection.missing.length
          ? { tone: 'warning', text: t('sharedMissing', { ids: selection.missing.join(', ') }) }
          : { tone: 'info', text: t('sharedRestored') },
      );
    }
    return loaded;
  });

  // Price and stock failures are logged by the client; the state falls back to empty (seed 000 §8).
  const price = useResource(mvs ? `${mvs.code}:${mvs.year}:${ecommerce}` : null, async (signal) => {
    try {
      const record = await loadPrice(context, mvs!, ecommerce, signal);
      const current = actions.car().mvs;
      if (!signal.aborted && current && typeof record.price === 'number')
        actions.update({
          mvs: { ...current, price: record.price },
          prices: { parts: Array.isArray(record.parts) ? record.parts : [] },
        });
      return record;
    } catch (error) {
      if (!signal.aborted) actions.update({ prices: { parts: [] } });
      throw error;
    }
  });
  // The stock and the e-commerce prices stay with the car (seed 000 §3) for the pages that follow.
  const stock = useResource(mvs ? `${mvs.code}:${mvs.year}` : null, async (signal) => {
    const found = await loadStock(context, mvs!, signal);
    if (!signal.aborted) actions.setStock(found);
    return found;
  });
  const items = car.parts.filter((part) => part.type === 'ITEM');
  const reservationKey =
    ecommerce && mvs && car.color
      ? `${mvs.code}:${car.color.code}:${items.map((p) => p.code).join(',')}:${car.coating?.code ?? ''}`
      : null;
  const reservation = useResource(reservationKey, async (signal) => {
    const price = await loadReservationPrice(context, {
      mvs: mvs!,
      colorCode: car.color?.code ?? '',
      parts: items,
      coatingCode: car.coating?.code,
    });
    if (!signal.aborted) actions.setEcommerce(price);
    return price;
  });

  // `isReady`: a version, a colour and, when the version offers coatings, a coating (once the offer is known).
  const coatingsOffered = offer.status === 'success' ? offer.data.coatings.length > 0 : null;
  useEffect(() => {
    if (coatingsOffered !== null && car.mvs) actions.markReady(coatingsOffered);
  }, [actions, coatingsOffered, car]);

  // Events: every change of the configured car, once per distinct detail; `change` says whether the
  // version changed (GA4 select_item) or only its options (view_item).
  const lastDetail = useRef<string | null>(null);
  const lastMvs = useRef<string | null>(null);
  useEffect(() => {
    const detail = configurationDetail(car);
    const key = JSON.stringify(detail);
    if (!detail || key === lastDetail.current) return;
    lastDetail.current = key;
    const change = detail.mvs === lastMvs.current ? 'options' : 'version';
    lastMvs.current = detail.mvs;
    emit('hub-configuration-change', { ...detail, change });
  }, [car, emit]);

  const goTo = useCallback(
    (next: Step) => {
      if (next !== 'version' && !actions.car().mvs) return;
      stepWaiting.current = false;
      setStep(next);
      writeStoredStep(context.brand, next);
      emit('hub-step-change', { step: next });
    },
    [actions, emit, context.brand],
  );
  const index = STEPS.indexOf(step);

  const [blocked, setBlocked] = useState<string | null>(null);
  const togglePart = useCallback(
    (part: Part, selected: boolean) => {
      const planned = actions.planSelection(part.id, selected ? 'add' : 'remove');
      if (planned.status === 'noop') return actions.cancelPlan();
      if (planned.status === 'blocked') {
        actions.cancelPlan();
        setBlocked(conflictT('conflictBlocked', { part: part.name }));
        return;
      }
      if (planned.needsConfirmation) return;
      const applied = actions.confirmPlan();
      if (applied?.goToColorStep) goTo('color');
    },
    [actions, goTo, conflictT],
  );
  const confirmPlan = useCallback(
    (choices: PlanChoices) => {
      try {
        const applied = actions.confirmPlan(choices);
        if (applied?.goToColorStep) goTo('color');
      } catch (error) {
        if (!(error instanceof RuleError)) throw error;
      }
    },
    [actions, goTo],
  );

  const parts = offer.data?.parts ?? [];
  const partName = (id: string) =>
    parts.find((part) => part.id === id)?.name ?? car.parts.find((part) => part.id === id)?.name ?? id;
  return {
    t,
    context,
    car,
    askLocation,
    step,
    index,
    goTo,
    notice,
    versions,
    offer,
    price,
    stock,
    reservation,
    stockLabel: stock.status === 'success' ? stockLabel(stock.data, car.color?.code ?? null) : null,
    chooseVersion,
    togglePart,
    plan,
    blocked,
    partName,
    dismissBlocked: () => setBlocked(null),
    refinePlan: (picks: Record<string, string>) => actions.refinePlan({ picks }),
    confirmPlan,
    cancelPlan: actions.cancelPlan,
    chooseColor: actions.chooseColor,
    update: actions.update,
    /** The car's share link (the summary's; worked out when asked, not on every change of the car). */
    shareLink: () => {
      const snapshot = actions.snapshot();
      return snapshot ? shareUrl(snapshot) : null;
    },
  };
}

/** The configurator's state, as the screens receive it. */
export type ConfiguratorState = ReturnType<typeof useConfigurator>;
