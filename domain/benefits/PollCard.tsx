import { useEffect, useRef, useState } from 'react';
import { type BenefitPoll, votePoll } from '../../api/benefits.ts';
import { ServiceError } from '../../core/errors.ts';
import { FormActions } from '../../core/form/FormActions.tsx';
import { FormFrame } from '../../core/form/FormFrame.tsx';
import { Segmented } from '../../core/form/Segmented.tsx';
import { failedWith } from '../../core/form/sendFailure.ts';
import { useFormState } from '../../core/form/useFormState.ts';
import { formatPercent } from '../../core/format.ts';
import { useWidget } from '../../core/WidgetContext.tsx';
import type { BenefitsT } from './i18n.ts';
import { pollResult } from './pollResult.ts';

/**
 * One poll: the options as a radio group and a vote (body `option_id`), sent once; then the
 * member's vote and the result, which says it is partial until the target number of members has
 * voted. A member who voted already sees their vote and no form.
 */
export function PollCard({
  poll: initial,
  hash,
  t,
  heading,
}: {
  poll: BenefitPoll;
  hash: string;
  t: BenefitsT;
  heading: 3 | 4 | 5;
}) {
  const { context, emit } = useWidget();
  const ref = useRef<HTMLFormElement>(null);
  const [poll, setPoll] = useState(initial);
  const [already, setAlready] = useState(false);
  const form = useFormState<{ option: string }>({
    initial: { option: '' },
    validate: (values) => (values.option ? {} : { option: t('voteRequired') }),
    focusRoot: () => ref.current,
  });
  const answerRef = useRef<HTMLParagraphElement>(null);
  const votedNow = form.status === 'sent';
  // The form goes once voted: the focus moves to the member's vote instead of the page's start.
  useEffect(() => {
    if (votedNow) answerRef.current?.focus();
  }, [votedNow]);
  const result = pollResult(poll);
  const votedText = poll.options.find((o) => o.id === poll.voted)?.text;
  const Title = `h${heading}` as const;
  const sending = form.status === 'sending';
  return (
    <div className="hub-stack benefit-poll">
      <Title className="benefit-title">{poll.question}</Title>
      {poll.voted === null ? (
        <FormFrame
          formRef={ref}
          className="hub-stack"
          busy={sending}
          onSubmit={() => {
            void form.submit(async ({ option }) => {
              try {
                setPoll(await votePoll(context, poll.id, option, hash));
              } catch (failure) {
                if (failure instanceof ServiceError && failure.status === 409) {
                  setAlready(true);
                  setPoll((current) => ({ ...current, voted: option }));
                  return 'sent';
                }
                emit('hub-submit-error', { form: 'benefit-poll', code: 'service' });
                return failedWith(failure);
              }
              emit('hub-submit-success', { form: 'benefit-poll' });
              return 'sent';
            });
          }}
        >
          <Segmented
            name={`poll-${poll.id}`}
            legend={poll.question}
            options={poll.options.map((o) => ({ value: o.id, label: o.text }))}
            value={form.values.option}
            onChange={(option) => form.update('option', option)}
            error={form.errors.option}
            layout="list"
            required
          />
          <FormActions
            problem={form.status === 'failed' ? t('failure') : null}
            busy={sending}
            failure={form.failure}
            waitLeft={form.waitLeft}
            label={t('voteSubmit')}
            busyLabel={t('voteSending')}
          />
        </FormFrame>
      ) : (
        <p role="status" className="hub-hint" tabIndex={-1} ref={answerRef}>
          {already ? `${t('alreadyVoted')} ` : ''}
          {votedText ? t('votedFor', { text: votedText }) : ''}
        </p>
      )}
      <p className="hub-text-muted" data-final={result.final ? '' : undefined}>
        {result.final
          ? t('final', { total: result.total })
          : t('partial', { total: result.total, target: result.target })}
      </p>
      {/* biome-ignore lint/a11y/noRedundantRoles: Safari drops list semantics with list-style: none (themes/README.md) */}
      <ul className="hub-list benefit-shares" role="list">
        {result.shares.map((share) => (
          <li key={share.id}>
            {t('share', {
              text: share.text,
              percent: formatPercent(share.percent, context.market),
              votes: share.votes,
            })}
          </li>
        ))}
      </ul>
    </div>
  );
}
