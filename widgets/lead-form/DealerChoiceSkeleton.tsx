import { Skeleton } from '../../core/form/Skeleton.tsx';
import { useT } from '../../core/WidgetContext.tsx';
import { locationMessages } from '../../domain/location/i18n.ts';

/** Props of {@link DealerChoiceSkeleton}: the dealer legend and hint, in the form's words. */
interface DealerChoiceSkeletonProps {
  legend: string;
  hint: string;
}

/**
 * The dealer choice before it arrives, laid out as its first state: the state and city fields (their
 * labels, a bar where each control will be) in the form's grid, then the dealer legend and hint. Each
 * part is `aria-busy` and as tall as what replaces it, so nothing moves and no blank box shows.
 */
export function DealerChoiceSkeleton({ legend, hint }: DealerChoiceSkeletonProps) {
  const t = useT(locationMessages);
  return (
    <>
      {[t('state'), t('city')].map((label) => (
        <Skeleton key={label} className="lead-place-placeholder">
          <p className="hub-label">{label}</p>
          <span className="hub-skeleton lead-skeleton-control" aria-hidden="true" />
        </Skeleton>
      ))}
      <Skeleton className="hub-span-all lead-dealer-placeholder">
        <p className="hub-label">{legend}</p>
        <p className="hub-hint">{hint}</p>
      </Skeleton>
    </>
  );
}
