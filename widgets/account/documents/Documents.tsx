import { uploadProposalDocument } from '../../../api/financing/documents.ts';
import type { UserProposal } from '../../../api/funding.ts';
import { LoadFailed } from '../../../core/form/LoadFailed.tsx';
import { useT, useWidget } from '../../../core/WidgetContext.tsx';
import { sendReservationDocuments } from '../../../domain/documents/reservationDocuments.ts';
import { AskedDocuments } from './AskedDocuments.tsx';
import { documentsMessages } from './i18n.ts';
import type { OwnOrders } from './useOwnOrders.ts';

interface Props {
  /** The user's financing proposals (none without the funding service). */
  proposals: UserProposal[];
  /** A funding document was received: the proposals are read again (their status may have moved). */
  onChanged: () => void;
  /** The user's orders, whose reservation documents are shown beside the funding ones. */
  orders: OwnOrders;
}

/**
 * The documents asked of the user: the funding documents of the proposals and the reservation
 * documents of the orders, each with its standing in words and, while they are taken, the upload of
 * each one refused or not sent (kind and size checked, progress, retry).
 */
export function Documents({ proposals, onChanged, orders }: Props) {
  const { context } = useWidget();
  const t = useT(documentsMessages);
  const asking = proposals.filter((p) => (p.requiredDocuments ?? []).length > 0);
  const askingOrders = (orders.list ?? []).filter((o) => (o.requiredDocuments ?? []).length > 0);
  const label = (prefix: 'type' | 'doc') => (type: string) => {
    const text = t(`${prefix}.${type}` as 'type.RG');
    return text === `${prefix}.${type}` ? type : text;
  };
  return (
    <section className="hub-stack hub-card" aria-labelledby="account-documents-title">
      <h3 className="hub-subtitle" id="account-documents-title">
        {t('title')}
      </h3>
      {asking.length === 0 && askingOrders.length === 0 && !orders.pending && !orders.failed && (
        <p>{t('empty')}</p>
      )}
      {asking.map((proposal) => (
        <AskedDocuments
          key={proposal.id}
          t={t}
          asker={proposal}
          title={t('proposal', { number: proposal.id, vehicle: proposal.vehicle ?? '' })}
          listLabel={t('listLabel', { number: proposal.id })}
          label={label('type')}
          send={(type) => (file, onProgress) => {
            const external = proposal.id.startsWith('PSA');
            return uploadProposalDocument(context, { proposalId: proposal.id, type, file, external }, (p) =>
              onProgress(p.percent),
            ).then(() => undefined);
          }}
          onSent={onChanged}
        />
      ))}
      {orders.failed && (
        <LoadFailed message={t('failure')} onRetry={orders.reload} failure={orders.failure} />
      )}
      {askingOrders.map((order) => (
        <AskedDocuments
          key={order.id}
          t={t}
          asker={order}
          title={t('order', { number: order.id })}
          listLabel={t('orderListLabel', { number: order.id })}
          label={label('doc')}
          send={(kind) => (file, onProgress) =>
            sendReservationDocuments(context, order.id, [{ kind, file }], onProgress).then(() => undefined)
          }
          refusedNote={(documentName) => t('docProblem', { documentName })}
          onSent={orders.reload}
        />
      ))}
    </section>
  );
}
