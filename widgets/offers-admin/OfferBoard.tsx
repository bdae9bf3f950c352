import { useId, useRef, useState } from 'react';
import type { AdminOffer } from '../../api/offerAdmin.ts';
import type { Role } from '../../api/roles.ts';
import { ConfirmDialog } from '../../core/ConfirmDialog.tsx';
import { LoadFailed } from '../../core/form/LoadFailed.tsx';
import { Skeleton } from '../../core/form/Skeleton.tsx';
import { useReadyWhen } from '../../core/ready-gate.ts';
import { useFocusAfter } from '../../core/useFocusAfter.ts';
import { useT, useWidget } from '../../core/WidgetContext.tsx';
import { roleMessages, useRoleWords } from '../../domain/roles/index.ts';
import { BulkBar } from './BulkBar.tsx';
import { offersAdminMessages } from './i18n.ts';
import { OfferEditor } from './OfferEditor.tsx';
import { OfferRow } from './OfferRow.tsx';
import { actionsFor, powersOf } from './offerStatus.ts';
import { useOfferAdmin } from './useOfferAdmin.ts';

/**
 * The administrators' area once open: the offers in the marketplace's order with what the user's
 * roles allow on each (`held`), the bulk status, the order by drag or keyboard, the create and edit
 * form, the delete confirmation; one polite region says what happened.
 */
export function OfferBoard({ held }: { held: readonly Role[] }) {
  const t = useT(offersAdminMessages);
  const { context } = useWidget();
  const words = useRoleWords();
  const roleText = useT(roleMessages);
  const state = useOfferAdmin();
  const powers = powersOf(held);
  const rootRef = useRef<HTMLDivElement>(null);
  const focusAfter = useFocusAfter();
  const hintId = useId();
  const [editing, setEditing] = useState<AdminOffer | 'new' | null>(null);
  const [removing, setRemoving] = useState<AdminOffer | null>(null);
  const dragged = useRef<string | null>(null);
  useReadyWhen(state.status === 'success' || state.status === 'error');

  /** Puts the focus back on a control after the list changed (a moved row, a closed form). */
  const refocus = (selector: string) =>
    focusAfter(() => rootRef.current?.querySelector<HTMLElement>(selector));

  const closeEditor = (offerId: string | null) => {
    setEditing(null);
    refocus(offerId ? `[data-offer="${offerId}"] [data-control="edit"]` : '[data-control="new"]');
  };

  return (
    <div className="hub-stack offers-admin" ref={rootRef} aria-busy={state.status === 'loading' || undefined}>
      <h2 className="hub-title">{t('title')}</h2>
      <p className="hub-hint">{roleText('signedInAs', { roles: words(held, 'conjunction') })}</p>
      {!powers.bulk && <p className="hub-hint">{t('partnerNote')}</p>}
      <p className="hub-visually-hidden" role="status">
        {state.announcement}
      </p>
      {state.problem && (
        <p className="hub-alert" data-tone="error" role="alert" part="alert">
          {state.problem}
        </p>
      )}
      {state.status === 'loading' && (
        <Skeleton lines={4}>
          <p className="hub-hint">{t('loading')}</p>
        </Skeleton>
      )}
      {state.status === 'error' && (
        <LoadFailed
          failure={state.failure}
          message={t('loadFailed')}
          retryLabel={t('retry')}
          onRetry={state.reload}
        />
      )}
      {state.status === 'success' && editing !== null && (
        <OfferEditor
          t={t}
          offer={editing === 'new' ? null : editing}
          onSaved={(offer) => {
            state.saved(offer, editing === 'new');
            closeEditor(offer.id);
          }}
          onCancel={() => closeEditor(editing === 'new' ? null : editing.id)}
        />
      )}
      {state.status === 'success' && editing === null && (
        <>
          {powers.prepare && (
            <div className="hub-row">
              <button
                type="button"
                className="hub-button"
                part="button"
                data-control="new"
                onClick={() => setEditing('new')}
              >
                {t('newOffer')}
              </button>
            </div>
          )}
          {powers.bulk && state.offers.length > 0 && (
            <BulkBar
              t={t}
              count={state.offers.length}
              selectedCount={state.selected.size}
              onSelectAll={state.selectAll}
              onApply={(status) => void state.applyBulk(status)}
            />
          )}
          {powers.reorder && (
            <p className="hub-hint" id={hintId}>
              {t('handleHint')}
            </p>
          )}
          {state.offers.length === 0 ? (
            <p>{t('empty')}</p>
          ) : (
            <ol
              className="hub-list hub-stack offers-admin-list"
              // biome-ignore lint/a11y/noRedundantRoles: Safari drops list semantics with list-style: none (themes/README.md)
              role="list"
              aria-label={t('listLabel')}
            >
              {state.offers.map((offer, index) => (
                <OfferRow
                  key={offer.id}
                  t={t}
                  market={context.market}
                  offer={offer}
                  position={index}
                  count={state.offers.length}
                  actions={actionsFor(offer, held)}
                  selectable={powers.bulk}
                  selected={state.selected.has(offer.id)}
                  onSelect={(on) => state.toggle(offer.id, on)}
                  onMove={
                    powers.reorder
                      ? (to, control) => {
                          void state.move(offer.id, to);
                          refocus(`[data-offer="${offer.id}"] [data-control="${control}"]`);
                        }
                      : undefined
                  }
                  onDragStart={() => {
                    dragged.current = offer.id;
                  }}
                  onDrop={() => {
                    if (dragged.current) void state.move(dragged.current, index);
                    dragged.current = null;
                  }}
                  handleHintId={hintId}
                  onAction={(action) => void state.act(offer, action)}
                  onEdit={powers.prepare ? () => setEditing(offer) : undefined}
                  onRemove={powers.remove ? () => setRemoving(offer) : undefined}
                />
              ))}
            </ol>
          )}
        </>
      )}
      {removing && (
        <ConfirmDialog
          texts={{
            title: t('removeTitle'),
            text: t('removeText', { title: removing.title }),
            confirm: t('removeConfirm'),
            busy: t('removing'),
            cancel: t('cancel'),
            retry: t('retry'),
            failure: t('removeFailed'),
          }}
          action={() => state.remove(removing)}
          onDone={() => {
            setRemoving(null);
            refocus('[data-control="new"], .offers-admin-list');
          }}
          onClose={() => setRemoving(null)}
        />
      )}
    </div>
  );
}
