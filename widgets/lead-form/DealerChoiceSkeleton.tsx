import { useEffect, useLayoutEffect, useRef } from 'react';
import { Skeleton } from '../../core/form/Skeleton.tsx';
import { coreMessages } from '../../core/messages.ts';
import { useT } from '../../core/WidgetContext.tsx';
import { locationMessages } from '../../domain/location/i18n.ts';

/** Props of {@link DealerChoiceSkeleton}: the dealer legend and hint, in the form's words. */
interface DealerChoiceSkeletonProps {
  legend: string;
  hint: string;
  /** Called when the skeleton gives way to the dealer choice while its state placeholder has the focus. */
  onLeaveFocused?: () => void;
}

/**
 * The dealer choice before it arrives, laid out as its first state: the state and city fields (their
 * labels, a bar where each control will be) in the form's grid, then the dealer legend and hint. Each
 * part is `aria-busy` and as tall as what replaces it, so nothing moves and no blank box shows. The
 * state's placeholder is in the tab order, named "Estado: Carregando…" / "Provincia: Cargando…", so a
 * keyboard user lands on it, not past it.
 */
export function DealerChoiceSkeleton({ legend, hint, onLeaveFocused }: DealerChoiceSkeletonProps) {
  const t = useT(locationMessages);
  const core = useT(coreMessages);
  const state = useRef<HTMLDivElement>(null);
  const leave = useRef(onLeaveFocused);
  leave.current = onLeaveFocused;
  // Runs as the skeleton is removed, while its placeholder is still in the page and may hold the focus.
  useLayoutEffect(
    () => () => {
      const placeholder = state.current;
      if (placeholder && (placeholder.getRootNode() as Document | ShadowRoot).activeElement === placeholder)
        leave.current?.();
    },
    [],
  );
  return (
    <>
      {/* The state's placeholder, a named busy group in the tab order (the form kit's Skeleton, focusable). */}
      {/* biome-ignore lint/a11y/useSemanticElements: a placeholder for one select, not a fieldset of controls */}
      <div
        ref={state}
        className="lead-place-placeholder"
        role="group"
        aria-label={`${t('state')}: ${core('loading')}`}
        aria-busy="true"
        data-loading=""
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a keyboard user lands where the state field will be
        tabIndex={0}
      >
        <p className="hub-label">{t('state')}</p>
        <span className="hub-skeleton lead-skeleton-control" aria-hidden="true" />
      </div>
      <Skeleton className="lead-place-placeholder">
        <p className="hub-label">{t('city')}</p>
        <span className="hub-skeleton lead-skeleton-control" aria-hidden="true" />
      </Skeleton>
      <Skeleton className="hub-span-all lead-dealer-placeholder">
        <p className="hub-label">{legend}</p>
        <p className="hub-hint">{hint}</p>
      </Skeleton>
    </>
  );
}

/**
 * The focus hand-off from the skeleton to the dealer choice: when the skeleton gave way while a keyboard
 * user was on it, the state select takes the focus once the choice is drawn. Returns the form's ref and
 * the skeleton's `onLeaveFocused`.
 */
export function useDealerFocusHandOff(arrived: boolean) {
  const formRef = useRef<HTMLFormElement>(null);
  const pending = useRef(false);
  useEffect(() => {
    if (!arrived || !pending.current) return;
    pending.current = false;
    formRef.current?.querySelector<HTMLSelectElement>('select[name="state"]')?.focus();
  }, [arrived]);
  return { formRef, onLeaveFocused: () => (pending.current = true) };
}
