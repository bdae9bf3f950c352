import { useEffect, useRef, useState } from 'react';
import {
  type AdminOffer,
  type BulkStatus,
  changeOfferStatus,
  deleteOffer,
  listAdminOffers,
  reorderOffers,
  type StatusAction,
  updateOffersStatus,
} from '../../api/offerAdmin.ts';
import { failureKind, isForbidden } from '../../core/errors.ts';
import { useSelection } from '../../core/form/useSelection.ts';
import { failureOf, useResource } from '../../core/useResource.ts';
import { useT, useWidget } from '../../core/WidgetContext.tsx';
import { roleMessages } from '../../domain/roles/index.ts';
import { offersAdminMessages } from './i18n.ts';
import { moveOffer } from './moveOffer.ts';
import { statusOf, withStatus } from './offerStatus.ts';

/**
 * The state of hub-offers-admin's list: the brand's offers in the marketplace's order (loaded once,
 * with a retry), the selection, and the changes — each sent once even on a double click, the order
 * sent once per move; what happened is announced politely, a failure said in an alert (a 403 in the
 * roles' words).
 */
export function useOfferAdmin() {
  const { context, emit } = useWidget();
  const t = useT(offersAdminMessages);
  const forbidden = useT(roleMessages)('forbidden');
  const loaded = useResource('offers', (signal) => listAdminOffers(context, signal));
  const [offers, setOffers] = useState<AdminOffer[]>([]);
  const selection = useSelection();
  const [announcement, setAnnouncement] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  // The offers as shown when a status action was pressed: an action is sent once per offer as shown,
  // so the second click of a double click (same offer object, answer on its way or just in) sends nothing.
  const spent = useRef(new WeakSet<AdminOffer>());
  const bulkSending = useRef(false);
  const current = useRef<AdminOffer[]>([]);
  current.current = offers;

  useEffect(() => {
    if (loaded.status === 'success') setOffers([...loaded.data].sort((a, b) => a.order - b.order));
  }, [loaded.status, loaded.data]);

  const failed = (form: string, error: unknown, message: string) => {
    setProblem(isForbidden(error) ? forbidden : message);
    emit('hub-submit-error', { form, code: failureKind(error) });
  };

  const replace = (changed: AdminOffer[]) =>
    setOffers((all) => all.map((o) => changed.find((c) => c.id === o.id) ?? o));

  const act = async (offer: AdminOffer, action: StatusAction) => {
    if (spent.current.has(offer)) return;
    spent.current.add(offer);
    setProblem(null);
    try {
      const answer = await changeOfferStatus(context, offer.id, action);
      const next = { ...offer, ...answer };
      replace([next]);
      setAnnouncement(t('actionDone', { title: offer.title, status: t(`status_${statusOf(next)}`) }));
      emit('hub-submit-success', { form: 'offer-status', id: offer.id, action });
    } catch (error) {
      spent.current.delete(offer);
      failed('offer-status', error, t('actionFailed'));
    }
  };

  /** One status for the selection, sent once; the selection is emptied when it is set. */
  const applyBulk = async (status: BulkStatus) => {
    const ids = current.current.filter((o) => selection.current().has(o.id)).map((o) => o.id);
    if (bulkSending.current || ids.length === 0) return;
    bulkSending.current = true;
    setProblem(null);
    try {
      await updateOffersStatus(context, ids, status);
      selection.clear();
      setOffers((all) => all.map((o) => (ids.includes(o.id) ? withStatus(o, status) : o)));
      setAnnouncement(t('bulkDone', { count: ids.length, status: t(`bulk_${status}`) }));
      emit('hub-submit-success', { form: 'offer-bulk-status', ids, status });
    } catch (error) {
      failed('offer-bulk-status', error, t('actionFailed'));
    } finally {
      bulkSending.current = false;
    }
  };

  /** Moves an offer to a place and sends the new order once; a refusal puts the old order back. */
  const move = async (id: string, to: number) => {
    const before = current.current;
    const from = before.findIndex((o) => o.id === id);
    const after = moveOffer(before, from, to);
    if (after === before) return;
    const moved = before[from] as AdminOffer;
    current.current = [...after];
    setOffers([...after]);
    setProblem(null);
    setAnnouncement(
      t('moved', { title: moved.title, position: after.indexOf(moved) + 1, count: after.length }),
    );
    try {
      await reorderOffers(
        context,
        after.map((o) => o.id),
      );
      emit('hub-submit-success', { form: 'offer-reorder', ids: after.map((o) => o.id) });
    } catch (error) {
      current.current = before;
      setOffers(before);
      failed('offer-reorder', error, t('reorderFailed'));
    }
  };

  /** Deletes an offer (after the confirmation); a throw stays in the dialog, which offers a retry. */
  const remove = async (offer: AdminOffer) => {
    try {
      await deleteOffer(context, offer.id);
    } catch (error) {
      emit('hub-submit-error', { form: 'offer-delete', code: failureKind(error) });
      throw error;
    }
    setOffers((all) => all.filter((o) => o.id !== offer.id));
    selection.toggle(offer.id, false);
    setAnnouncement(t('removed', { title: offer.title }));
    emit('hub-submit-success', { form: 'offer-delete', id: offer.id });
  };

  /** A created or saved offer: replaced in place, or last in the list when new. */
  const saved = (offer: AdminOffer, isNew: boolean) => {
    setOffers((all) => (isNew ? [...all, offer] : all.map((o) => (o.id === offer.id ? offer : o))));
    setAnnouncement(t(isNew ? 'created' : 'saved', { title: offer.title }));
  };

  return {
    status: loaded.status,
    /** Why the load failed (for `LoadFailed`). */
    failure: failureOf(loaded),
    reload: loaded.retry,
    offers,
    selected: selection.selected,
    toggle: selection.toggle,
    selectAll: (on: boolean) => selection.set(on ? current.current.map((o) => o.id) : []),
    announcement,
    problem,
    act,
    applyBulk,
    move,
    remove,
    saved,
  };
}
