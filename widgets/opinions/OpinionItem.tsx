import type { Opinion } from '../../api/opinions.ts';
import { formatDate } from '../../core/format.ts';
import { useWidget } from '../../core/WidgetContext.tsx';
import type { OpinionsT } from './i18n.ts';
import { isNewCustomer } from './isNewCustomer.ts';
import type { VoteOutcome } from './useOpinions.ts';

interface Props {
  t: OpinionsT;
  opinion: Opinion;
  /** Signed in: the useful button; signed out: the count only. */
  canVote: boolean;
  vote: VoteOutcome | undefined;
  onVote: () => void;
}

const stars = (rating: number) => '★'.repeat(rating) + '☆'.repeat(5 - rating);

/**
 * One opinion: the rating (stars beside its words), the author's first name, the date in the market's
 * words, the new-customer mark, the text (plain text, never HTML) and its useful votes.
 */
export function OpinionItem({ t, opinion, canVote, vote, onVote }: Props) {
  const { context } = useWidget();
  const date = formatDate(`${opinion.createdAt}T12:00:00Z`, context.market, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const counted = vote === 'voted' || vote === 'already';
  const useful =
    opinion.useful === 0
      ? t('usefulNone')
      : opinion.useful === 1
        ? t('usefulCountOne')
        : t('usefulCount', { count: opinion.useful });
  return (
    <li className="hub-card hub-stack opinions-item" data-rating={opinion.rating}>
      <p className="opinions-meta">
        <span className="opinions-stars" aria-hidden="true">
          {stars(opinion.rating)}
        </span>
        <strong>{t('ratingOf', { rating: opinion.rating, label: t(`rating${opinion.rating}`) })}</strong>
      </p>
      <p className="opinions-meta">
        <span>
          {opinion.author} {t('writtenOn', { date })}
        </span>
        {isNewCustomer(opinion) && (
          <span className="opinions-badge" title={t('newCustomerHint')}>
            {t('newCustomer')}
          </span>
        )}
      </p>
      <p className="opinions-item-text">{opinion.text}</p>
      <div className="opinions-useful">
        <span>{useful}</span>
        {canVote && (
          <button
            type="button"
            className="hub-button"
            data-variant="secondary"
            part="button"
            aria-label={counted ? undefined : t('markUsefulOf', { author: opinion.author })}
            aria-pressed={counted}
            aria-disabled={counted || undefined}
            onClick={onVote}
          >
            {counted ? t('markedUseful') : t('markUseful')}
          </button>
        )}
        {vote === 'already' && (
          <p className="hub-hint" role="status">
            {t('alreadyUseful')}
          </p>
        )}
        {vote === 'failed' && (
          <p className="hub-field-error" role="alert" part="error">
            {t('voteFailed')}
          </p>
        )}
      </div>
    </li>
  );
}
