import { useEffect, useId, useRef, useState } from 'react';
import type { Benefit, BenefitList } from '../../api/benefits.ts';
import { LoadFailed } from '../../core/form/LoadFailed.tsx';
import { Skeleton } from '../../core/form/Skeleton.tsx';
import { BenefitItem } from './BenefitItem.tsx';
import { benefitFromAddress } from './benefitsHash.ts';
import { CoverageCheck } from './CoverageCheck.tsx';
import type { BenefitsT } from './i18n.ts';
import { RatingForm } from './RatingForm.tsx';
import { RedeemForm, type RedeemOutcome } from './RedeemForm.tsx';
import { useBenefitLists } from './useBenefitLists.ts';
import type { BenefitsMember } from './useBenefitsMember.ts';
import { useLinkedBenefit } from './useLinkedBenefit.ts';

const LISTS: readonly [
  BenefitList,
  'available' | 'redeemed' | 'next',
  'noAvailable' | 'noRedeemed' | 'noNext',
][] = [
  ['available', 'available', 'noAvailable'],
  ['redeemed', 'redeemed', 'noRedeemed'],
  ['next', 'next', 'noNext'],
];

/**
 * A member's benefits: the one a benefit link points at (`?benefit=<id>`, read by id) first, then
 * available (each with its redeem form, one open at a time), redeemed (each with its rating) and
 * next, then the coverage check. After a redemption the lists are read again
 * and the focus goes to the message saying so; a cancelled form gives the focus back to its button.
 */
export function MemberBenefits({ member, t, level }: { member: BenefitsMember; t: BenefitsT; level: 3 | 4 }) {
  const lists = useBenefitLists(member.hash);
  const linkedId = typeof location === 'undefined' ? null : benefitFromAddress(location.search);
  const linked = useLinkedBenefit(linkedId, member.hash);
  const [open, setOpen] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const back = useRef<string | null>(null);
  const id = useId();
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);
  useEffect(() => {
    if (open === null && back.current) {
      buttons.current.get(back.current)?.focus();
      back.current = null;
    }
  }, [open]);

  const done = (benefit: Benefit, outcome: RedeemOutcome) => {
    setOpen(null);
    setNotice(outcome === 'redeemed' ? t('redeemDone', { title: benefit.title }) : t('alreadyRedeemed'));
    lists.reload();
    linked.retry();
  };
  const Title = `h${level}` as const;
  const item = (level + 1) as 4 | 5;
  return (
    <>
      <div className="benefits-notice" role="status" tabIndex={-1} ref={noticeRef}>
        {notice && (
          <p className="hub-alert" data-tone="success" part="alert">
            {notice}
          </p>
        )}
      </div>
      {linkedId && linked.status !== 'idle' && (
        <section className="hub-stack benefits-linked" aria-labelledby={`${id}-linked`}>
          <Title className="hub-subtitle" id={`${id}-linked`}>
            {t('linkedTitle')}
          </Title>
          {linked.status === 'loading' && (
            <Skeleton>
              <p className="hub-hint">{t('loading')}</p>
            </Skeleton>
          )}
          {linked.status === 'error' && (
            <LoadFailed failure={linked.failure} message={t('failure')} onRetry={linked.retry} />
          )}
          {linked.status === 'success' && !linked.data && <p>{t('linkedGone')}</p>}
          {linked.status === 'success' && linked.data && (
            <div className="hub-card hub-stack">
              <BenefitItem benefit={linked.data.benefit} list={linked.data.list} heading={item} t={t} />
              {linked.data.list === 'available' && open !== linked.data.benefit.id && (
                <div className="hub-row">
                  <button
                    type="button"
                    className="hub-button"
                    part="button"
                    onClick={() => {
                      setNotice(null);
                      setOpen(linked.data?.benefit.id ?? null);
                    }}
                  >
                    {t('redeemOf', { title: linked.data.benefit.title })}
                  </button>
                </div>
              )}
              {linked.data.list === 'available' && open === linked.data.benefit.id && (
                <p className="hub-hint">{t('linkedRedeemBelow')}</p>
              )}
            </div>
          )}
        </section>
      )}
      {lists.status === 'loading' && !lists.data && (
        <Skeleton lines={3}>
          <p className="hub-hint">{t('loading')}</p>
        </Skeleton>
      )}
      {lists.status === 'error' && (
        <LoadFailed failure={lists.failure} message={t('failure')} onRetry={lists.reload} />
      )}
      {lists.data &&
        LISTS.map(([list, title, empty]) => (
          <section key={list} className="hub-stack" aria-labelledby={`${id}-${list}`}>
            <Title className="hub-subtitle" id={`${id}-${list}`}>
              {t(title)}
            </Title>
            {lists.data![list].length === 0 ? (
              <p className="hub-text-muted">{t(empty)}</p>
            ) : (
              // biome-ignore lint/a11y/noRedundantRoles: Safari drops list semantics with list-style: none (themes/README.md)
              <ul className="hub-list hub-stack" role="list">
                {lists.data![list].map((benefit) => (
                  <li key={benefit.id} className="hub-card hub-stack">
                    <BenefitItem benefit={benefit} list={list} heading={item} t={t} />
                    {list === 'available' && open !== benefit.id && (
                      <div className="hub-row">
                        <button
                          type="button"
                          className="hub-button"
                          part="button"
                          ref={(el) => {
                            if (el) buttons.current.set(benefit.id, el);
                            else buttons.current.delete(benefit.id);
                          }}
                          onClick={() => {
                            setNotice(null);
                            setOpen(benefit.id);
                          }}
                        >
                          {t('redeemOf', { title: benefit.title })}
                        </button>
                      </div>
                    )}
                    {list === 'available' && open === benefit.id && (
                      <RedeemForm
                        benefit={benefit}
                        member={member}
                        t={t}
                        onDone={(outcome) => done(benefit, outcome)}
                        onCancel={() => {
                          back.current = benefit.id;
                          setOpen(null);
                        }}
                      />
                    )}
                    {list === 'redeemed' && <RatingForm benefit={benefit} t={t} />}
                  </li>
                ))}
              </ul>
            )}
          </section>
        ))}
      <CoverageCheck base={member.base} t={t} heading={level} />
    </>
  );
}
