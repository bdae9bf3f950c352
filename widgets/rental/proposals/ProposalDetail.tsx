import { useId, useState } from 'react';
import {
  getRentalDocumentsStatus,
  getRentalOpportunities,
  getRentalPreviews,
  type RentalProposalSummary,
} from '../../../api/rental.ts';
import { LoadFailed } from '../../../core/form/LoadFailed.tsx';
import { Skeleton } from '../../../core/form/Skeleton.tsx';
import { formatMoney } from '../../../core/format.ts';
import { useResource } from '../../../core/useResource.ts';
import { useT, useWidget } from '../../../core/WidgetContext.tsx';
import { proposalMessages } from './i18n.ts';
import { StatusTag } from './StatusTag.tsx';
import { Timeline } from './Timeline.tsx';
import { currentStatus } from './timeline.ts';

/** A toggle button that shows and hides the region it controls. */
function Toggle(props: {
  open: boolean;
  onToggle: () => void;
  controls: string;
  show: string;
  hide: string;
}) {
  return (
    <button
      type="button"
      className="hub-button"
      data-variant="secondary"
      part="button"
      aria-expanded={props.open}
      aria-controls={props.controls}
      onClick={props.onToggle}
    >
      {props.open ? props.hide : props.show}
    </button>
  );
}

/** The details of a proposal: term, monthly value, product, its opportunity and documents' status. */
function Details({ proposal }: { proposal: RentalProposalSummary }) {
  const { context } = useWidget();
  const t = useT(proposalMessages);
  const extra = useResource(`rental-details:${context.brand}`, (signal) =>
    Promise.all([getRentalOpportunities(context, signal), getRentalDocumentsStatus(context, signal)]),
  );
  const code = proposal.proposalCode;
  const opportunity = extra.data?.[0].find((o) => o.proposalCode === code);
  const documents = extra.data?.[1].find((d) => d.proposalCode === code)?.documents;
  const documentWord = (status: string) =>
    status === 'APPROVED' || status === 'PENDING' || status === 'REFUSED' ? t(`documents.${status}`) : status;
  return (
    <div className="hub-stack">
      <dl className="rental-facts">
        <dt>{t('model')}</dt>
        <dd>{proposal.model}</dd>
        <dt>{t('term')}</dt>
        <dd>{t('months', { months: proposal.months })}</dd>
        <dt>{t('monthly')}</dt>
        <dd>{formatMoney(proposal.monthlyValue, context.market)}</dd>
        <dt>{t('product')}</dt>
        <dd>{proposal.productId}</dd>
        {opportunity && (
          <>
            <dt>{t('opportunity')}</dt>
            <dd>{opportunity.opportunity}</dd>
          </>
        )}
        {documents && (
          <>
            <dt>{t('documents')}</dt>
            <dd>{documentWord(documents)}</dd>
          </>
        )}
      </dl>
      {extra.status === 'loading' && (
        <Skeleton lines={2}>
          <p className="hub-hint">{t('detailsLoading')}</p>
        </Skeleton>
      )}
      {extra.status === 'error' && (
        <LoadFailed failure={extra.failure} message={t('detailsFailed')} onRetry={extra.retry} />
      )}
    </div>
  );
}

/** The featured items of a proposal, from its preview (loaded when first shown). */
function FeaturedItems({ proposalCode }: { proposalCode: string }) {
  const { context } = useWidget();
  const t = useT(proposalMessages);
  const previews = useResource(`rental-preview:${context.brand}`, (signal) =>
    getRentalPreviews(context, signal),
  );
  if (previews.status === 'error')
    return <LoadFailed failure={previews.failure} message={t('featuredFailed')} onRetry={previews.retry} />;
  if (previews.status !== 'success')
    return (
      <Skeleton lines={3}>
        <p className="hub-hint">{t('featuredLoading')}</p>
      </Skeleton>
    );
  const items = previews.data.find((p) => p.proposalCode === proposalCode)?.featuredItems ?? [];
  if (items.length === 0) return <p className="hub-hint">{t('featuredEmpty')}</p>;
  return (
    <ul className="rental-featured">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/**
 * The selected proposal (seed 000 §3 "Rental proposal"): its current status, the timeline, and the
 * details and featured items behind their toggles (the proposal's UI flags: details visible, featured
 * items visible, featured items loading).
 */
export function ProposalDetail({ proposal }: { proposal: RentalProposalSummary }) {
  const t = useT(proposalMessages);
  const [detailsVisible, setDetailsVisible] = useState(false);
  const [featuredVisible, setFeaturedVisible] = useState(false);
  const detailsId = useId();
  const featuredId = useId();
  return (
    <article className="hub-card hub-stack rental-proposal" aria-labelledby={`${detailsId}-title`}>
      <h3 className="hub-subtitle" id={`${detailsId}-title`}>
        {t('proposal', { code: proposal.proposalCode })} · {proposal.model}
      </h3>
      <p>
        <StatusTag status={currentStatus(proposal.timeline)} />
      </p>
      <Timeline steps={proposal.timeline} />
      <div className="hub-row">
        <Toggle
          open={detailsVisible}
          onToggle={() => setDetailsVisible((open) => !open)}
          controls={detailsId}
          show={t('showDetails')}
          hide={t('hideDetails')}
        />
        <Toggle
          open={featuredVisible}
          onToggle={() => setFeaturedVisible((open) => !open)}
          controls={featuredId}
          show={t('showFeatured')}
          hide={t('hideFeatured')}
        />
      </div>
      <div id={detailsId} hidden={!detailsVisible}>
        {detailsVisible && <Details proposal={proposal} />}
      </div>
      <div id={featuredId} hidden={!featuredVisible}>
        {featuredVisible && <FeaturedItems proposalCode={proposal.proposalCode} />}
      </div>
    </article>
  );
}
