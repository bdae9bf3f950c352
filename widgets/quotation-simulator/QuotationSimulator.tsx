import { useEffect, useRef, useState } from 'react';
import type { UserProfile } from '../../api/users.ts';
import { TextField } from '../../core/form/fields/TextField.tsx';
import { LoadFailed } from '../../core/form/LoadFailed.tsx';
import { useT } from '../../core/WidgetContext.tsx';
import { ConflictModal } from '../../domain/car/ConflictModal.tsx';
import { DealerEvaluation } from '../../domain/evaluation/DealerEvaluation.tsx';
import { StaffGate } from '../../domain/roles/index.ts';
import { CoatingTab } from './CoatingTab.tsx';
import { quotationMessages } from './i18n.ts';
import { ModelTab } from './ModelTab.tsx';
import { PartsTab } from './PartsTab.tsx';
import type { QuotationSimulatorProps } from './quotation-simulator.spec.ts';
import { ReportViews } from './ReportViews.tsx';
import { ReviewPanel } from './ReviewPanel.tsx';
import { SalesDesk } from './SalesDesk.tsx';
import { SimulatorTabs } from './SimulatorTabs.tsx';
import { SoldOutNotice } from './SoldOutNotice.tsx';
import { useQuotationSimulator } from './useQuotationSimulator.ts';
import { useQuotedCar } from './useQuotedCar.ts';
import { WorkingPrices } from './WorkingPrices.tsx';

export type { QuotationSimulatorProps } from './quotation-simulator.spec.ts';

/** The dealership sales staff the simulator is for (api/README.md "Roles"). */
export const SELLER_ROLES = ['user_dealer', 'dealer_manager'] as const;
type TabId = 'model' | 'optionals' | 'coating' | 'accessories' | 'comment';

/** The quotation simulator behind the staff gate: only dealership sales staff get in. */
export function QuotationSimulator(props: QuotationSimulatorProps) {
  const t = useT(quotationMessages);
  return (
    <div className="hub-stack qs">
      <StaffGate title={t('title')} roles={SELLER_ROLES} loginUrl={props.loginUrl}>
        {(held, seller) => <Simulator {...props} seller={seller} manager={held.includes('dealer_manager')} />}
      </StaffGate>
    </div>
  );
}

function Simulator({
  model,
  year,
  validityDays,
  manager,
  seller,
}: QuotationSimulatorProps & { manager: boolean; seller: UserProfile }) {
  const quoted = useQuotedCar(model, year || new Date().getFullYear());
  const state = useQuotationSimulator(quoted, validityDays ?? 7, seller);
  const { t, money, session, form } = state;
  const [tab, setTab] = useState<TabId>('model');
  const [reviewing, setReviewing] = useState(false);
  // Going to the review and back, the focus goes to the start of what is now shown.
  const stage = useRef<HTMLDivElement>(null);
  const moved = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the review opens or closes
  useEffect(() => {
    if (moved.current) stage.current?.focus();
    moved.current = true;
  }, [reviewing]);
  const car = quoted.car;
  return (
    <>
      <h2 className="hub-title">{t('title')}</h2>
      {state.dealerCode ? (
        <p className="hub-hint">{t('sellerLine', { name: state.seller.name, dealer: state.dealerCode })}</p>
      ) : (
        <p className="hub-alert" data-tone="warning" role="status">
          {t('noDealer')}
        </p>
      )}
      {session.status === 'error' && (
        <LoadFailed
          failure={session.failure}
          message={t('loadFailed')}
          retryLabel={t('retry')}
          onRetry={session.retry}
        />
      )}
      {session.status === 'success' && <SalesDesk sessionId={session.data.sessionId} t={t} />}
      {car && <SoldOutNotice state={state} soldOut={quoted.soldOut} />}
      <div ref={stage} tabIndex={-1} className="hub-stack qs-stage">
        {reviewing && car ? (
          <>
            <button
              type="button"
              className="hub-button"
              data-variant="secondary"
              part="button"
              onClick={() => setReviewing(false)}
            >
              {t('backToTabs')}
            </button>
            <ReviewPanel state={state} car={car} />
          </>
        ) : (
          <>
            <SimulatorTabs<TabId>
              label={t('tabsLabel')}
              selected={tab}
              onSelect={setTab}
              tabs={[
                {
                  id: 'model',
                  label: t('tabModel'),
                  panel: <ModelTab quoted={quoted} t={t} money={money} />,
                },
                {
                  id: 'optionals',
                  label: t('tabOptionals'),
                  panel: (
                    <PartsTab
                      quoted={quoted}
                      type="ITEM"
                      legend={t('tabOptionals')}
                      empty={t('noOptionals')}
                      money={money}
                    />
                  ),
                },
                {
                  id: 'coating',
                  label: t('tabCoating'),
                  panel: <CoatingTab quoted={quoted} t={t} money={money} />,
                },
                {
                  id: 'accessories',
                  label: t('tabAccessories'),
                  panel: (
                    <PartsTab
                      quoted={quoted}
                      type="ACCESSORY"
                      legend={t('tabAccessories')}
                      empty={t('noAccessories')}
                      money={money}
                    >
                      <label className="hub-check">
                        <input
                          type="checkbox"
                          name="accessoriesPriceToAgree"
                          checked={form.values.accessoriesPriceToAgree}
                          onChange={(event) => form.update('accessoriesPriceToAgree', event.target.checked)}
                        />
                        <span>{t('accessoriesToAgree')}</span>
                      </label>
                    </PartsTab>
                  ),
                },
                {
                  id: 'comment',
                  label: t('tabComment'),
                  panel: (
                    <TextField
                      name="comment"
                      label={t('comment')}
                      value={form.values.comment}
                      onChange={(value) => form.update('comment', value)}
                      maxLength={1000}
                      multiline
                    />
                  ),
                },
              ]}
            />
            {!car && <p>{t('chooseVersion')}</p>}
            {car && (
              <button type="button" className="hub-button" part="button" onClick={() => setReviewing(true)}>
                {t('review')}
              </button>
            )}
          </>
        )}
      </div>
      {manager && state.dealerCode && <WorkingPrices dealerCode={state.dealerCode} t={t} money={money} />}
      {state.dealerCode && <ReportViews dealerCode={state.dealerCode} t={t} />}
      <DealerEvaluation />
      <ConflictModal
        plan={quoted.plan}
        blocked={quoted.blocked}
        nameOf={quoted.partName}
        colors={quoted.offer.data?.colors ?? []}
        colorName={car?.color?.name ?? ''}
        onRefine={quoted.refinePlan}
        onConfirm={quoted.confirmPlan}
        onCancel={quoted.cancelPlan}
        onDismissBlocked={quoted.dismissBlocked}
      />
    </>
  );
}
