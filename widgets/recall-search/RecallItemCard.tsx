import { useEffect, useRef, useState } from 'react';
import { downloadRecallVoucher, updateRecall } from '../../api/recall.ts';
import { useActionFailure } from '../../core/form/failureText.ts';
import { WaitLeft } from '../../core/form/WaitLeft.tsx';
import { formatDate } from '../../core/format.ts';
import type { Translate } from '../../core/i18n.ts';
import { useWidget } from '../../core/WidgetContext.tsx';
import { saveBlob } from '../../domain/documents/saveBlob.ts';
import type { recallSearchMessages } from './i18n.ts';
import { afterUpdate, isOpen, type RecallItem } from './recallResult.ts';

type T = Translate<(typeof recallSearchMessages)['pt-BR']>;
type Action = 'idle' | 'busy' | 'done' | 'failed';

const DATE_ONLY = { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' } as const;

/** The status of a recall or software update in words. */
export function statusText(item: RecallItem, t: T): string {
  const key = `${item.kind}.${item.status}` as Parameters<T>[0];
  const text = t(key);
  return text === key ? t('statusOther', { status: item.status }) : text;
}

/**
 * One recall or software update: title, status in words, campaign, date; voucher download and the
 * request to schedule the repair (PUT updateRecall), whose answer goes to `onUpdated`.
 */
export function RecallItemCard({
  item,
  chassis,
  t,
  onUpdated,
}: {
  item: RecallItem;
  chassis: string | null;
  t: T;
  onUpdated: (item: RecallItem) => void;
}) {
  const { context, emit } = useWidget();
  const [download, setDownload] = useState<Action>('idle');
  const [update, setUpdate] = useState<Action>('idle');
  const [protocol, setProtocol] = useState<string | null>(null);
  // Why each action last failed: a rate limit holds its button for the wait, offline is said so.
  const [downloadFailure, setDownloadFailure] = useState<unknown>();
  const [updateFailure, setUpdateFailure] = useState<unknown>();
  const downloadHeld = useActionFailure(downloadFailure, t('downloadFailed'));
  const updateHeld = useActionFailure(updateFailure, t('updateFailed'));
  const statusRef = useRef<HTMLDivElement>(null);
  // The Update button goes once the recall is updated: focus moves to the confirmation.
  useEffect(() => {
    if (update === 'done') statusRef.current?.focus();
  }, [update]);

  const onDownload = async () => {
    if (!chassis || download === 'busy') return;
    setDownload('busy');
    try {
      const blob = await downloadRecallVoucher(context, chassis, item.id);
      saveBlob(blob, `recall-voucher-${chassis}-${item.id}.pdf`);
      setDownload('done');
      setDownloadFailure(undefined);
    } catch (failure) {
      setDownload('failed');
      setDownloadFailure(failure);
    }
  };
  const onUpdate = async () => {
    if (!chassis || update === 'busy') return;
    setUpdate('busy');
    try {
      // The answer carries the new status and the update's protocol; what the card shows stays.
      const updated = afterUpdate(item, await updateRecall(context, chassis, item.id));
      onUpdated(updated.item);
      setProtocol(updated.protocol);
      setUpdate('done');
      setUpdateFailure(undefined);
      emit('hub-submit-success', { form: 'recall-update' });
    } catch (failure) {
      setUpdate('failed');
      setUpdateFailure(failure);
      emit('hub-submit-error', { form: 'recall-update' });
    }
  };

  const open = isOpen(item);
  return (
    <li className="hub-card recall-item" data-open={open ? '' : undefined} data-kind={item.kind}>
      <h4 className="hub-subtitle">{item.title}</h4>
      <p className="recall-status" data-open={open ? '' : undefined}>
        <span className="hub-text-muted">{t('statusLabel')} </span>
        <strong>{statusText(item, t)}</strong>
      </p>
      {item.description && <p>{item.description}</p>}
      {(item.campaign || item.startDate) && (
        <p className="hub-hint">
          {[
            item.campaign && t('campaign', { campaign: item.campaign }),
            item.startDate &&
              t('since', {
                date: formatDate(
                  item.startDate,
                  context.market,
                  item.startDate.length === 10 ? DATE_ONLY : undefined,
                ),
              }),
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
      )}
      {chassis && (item.voucher || item.updatable) && (
        <div className="hub-row">
          {item.voucher && (
            <button
              type="button"
              className="hub-button"
              part="button"
              aria-label={t('downloadVoucherOf', { title: item.title })}
              aria-disabled={download === 'busy' || downloadHeld.waitLeft > 0 || undefined}
              data-loading={download === 'busy' ? '' : undefined}
              onClick={() => downloadHeld.run(() => void onDownload())}
            >
              {download === 'busy' ? t('downloading') : t('downloadVoucher')}
              <WaitLeft left={downloadHeld.waitLeft} />
            </button>
          )}
          {item.updatable && update !== 'done' && (
            <button
              type="button"
              className="hub-button"
              data-variant="secondary"
              part="button"
              aria-label={t('updateOf', { title: item.title })}
              aria-disabled={update === 'busy' || updateHeld.waitLeft > 0 || undefined}
              data-loading={update === 'busy' ? '' : undefined}
              onClick={() => updateHeld.run(() => void onUpdate())}
            >
              {update === 'busy' ? t('updating') : t('update')}
              <WaitLeft left={updateHeld.waitLeft} />
            </button>
          )}
        </div>
      )}
      <div role="status" className="recall-item-status" tabIndex={-1} ref={statusRef}>
        {download === 'done' && <p className="hub-hint">{t('downloaded')}</p>}
        {update === 'done' && <p className="hub-hint">{t('updated')}</p>}
        {update === 'done' && protocol && <p className="hub-hint">{t('protocol', { protocol })}</p>}
      </div>
      {(download === 'failed' || update === 'failed') && (
        <p className="hub-alert" data-tone="error" role="alert" part="alert">
          {download === 'failed' ? downloadHeld.text : updateHeld.text}
        </p>
      )}
    </li>
  );
}
