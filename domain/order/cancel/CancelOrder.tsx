import { type ReactNode, useId } from 'react';
import type { ReservationRecord } from '../../../api/reservations.ts';
import { formatMoney } from '../../../core/format.ts';
import { Modal } from '../../../core/Modal.tsx';
import { useT, useWidget } from '../../../core/WidgetContext.tsx';
import { orderStatusInWords } from '../orderStatus.ts';
import { CancelReasonForm } from './CancelReasonForm.tsx';
import { CancelTerms } from './CancelTerms.tsx';
import { type CancelStage, cancellable, isRepeatClick } from './cancel.ts';
import { cancelMessages } from './i18n.ts';
import { useCancelOrder } from './useCancelOrder.ts';

interface Props {
  reservation: ReservationRecord;
  /** The order as the service answers the cancellation (status CANCELLED). */
  onCancelled: (record: ReservationRecord) => void;
  /** Where the focus goes when the modal closes after the order was cancelled (its button is gone). */
  onClosedAfterCancel?: () => void;
}

/**
 * 'Cancel order' and its modal: are you sure → terms of cancellation (the reservation amount refunded;
 * accepted with a checkbox) → reason (a list and an optional comment) → success, or the failure with a
 * retry that keeps the reason and comment. The cancellation is sent once, even on a double click.
 */
export function CancelOrder({ reservation, onCancelled, onClosedAfterCancel }: Props) {
  const { context } = useWidget();
  const t = useT(cancelMessages);
  const flow = useCancelOrder(t, reservation, onCancelled, onClosedAfterCancel);
  const { stage, close, sending } = flow;
  const id = useId();

  const titles: Record<CancelStage, string> = {
    confirm: t('cancelConfirmTitle'),
    terms: t('cancelTermsTitle'),
    reason: t('cancelReasonTitle'),
    done: t('cancelDoneTitle'),
    failed: t('cancelFailedTitle'),
  };
  const button = (label: string, onClick: () => void, secondary = false, busy = false) => (
    <button
      type="button"
      className="hub-button"
      data-variant={secondary ? 'secondary' : undefined}
      aria-disabled={busy || undefined}
      onClick={(event) => {
        if (!isRepeatClick(event)) onClick();
      }}
    >
      {label}
    </button>
  );
  const keep = button(t('cancelKeep'), close, true);
  const send = () => void flow.send();

  let content: ReactNode = null;
  let actions: ReactNode = null;
  if (stage === 'confirm') {
    content = <p>{t('cancelConfirmText', { id: reservation.id })}</p>;
    actions = (
      <>
        {keep}
        {button(t('cancelYes'), () => flow.setStage('terms'))}
      </>
    );
  } else if (stage === 'terms') {
    content = (
      <CancelTerms
        t={t}
        amount={formatMoney(reservation.reservationAmount, context.market)}
        accepted={flow.accepted}
        onAccept={flow.accept}
        error={flow.termsError}
        id={id}
      />
    );
    actions = (
      <>
        {keep}
        {button(t('continue'), flow.toReason)}
      </>
    );
  } else if (stage === 'reason') {
    content = <CancelReasonForm t={t} form={flow.form} onSubmit={send} />;
    actions = (
      <>
        {keep}
        {button(sending ? t('cancelling') : t('cancelSend'), send, false, sending)}
      </>
    );
  } else if (stage === 'done') {
    content = (
      <p className="hub-alert" data-tone="success" role="status">
        {t('cancelDoneText', { id: reservation.id, status: orderStatusInWords('CANCELLED', context.market) })}
      </p>
    );
    actions = button(t('close'), close);
  } else {
    content = (
      <p className="hub-alert" data-tone="error" role="alert">
        {flow.refused ? t('cancelRefused') : t('cancelFailed')}
      </p>
    );
    actions = (
      <>
        {button(t('close'), close, true)}
        {!flow.refused && button(t('back'), () => flow.setStage('reason'), true)}
        {!flow.refused && button(sending ? t('cancelling') : t('retry'), send, false, sending)}
      </>
    );
  }

  return (
    <>
      {cancellable(reservation.status) && button(t('cancelOrder'), flow.start, true)}
      <Modal
        open={flow.open}
        title={titles[stage]}
        onClose={close}
        role={stage === 'confirm' ? 'alertdialog' : 'dialog'}
        tone={stage === 'done' ? 'success' : stage === 'failed' ? 'error' : undefined}
        actions={actions}
      >
        <div ref={flow.body} tabIndex={-1} className="order-focus hub-stack" data-stage={stage}>
          {content}
        </div>
      </Modal>
    </>
  );
}
