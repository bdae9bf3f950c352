import { getRentalFilesSummary } from '../../../api/rental.ts';
import { LoadFailed } from '../../../core/form/LoadFailed.tsx';
import { Skeleton } from '../../../core/form/Skeleton.tsx';
import { useResource } from '../../../core/useResource.ts';
import { useT, useWidget } from '../../../core/WidgetContext.tsx';
import { userMessages } from './i18n.ts';

/** The files the service holds for a proposal (`POST files/summary`, in the market's language). */
export function FilesSummary({ proposalCode, version }: { proposalCode: string; version: number }) {
  const { context } = useWidget();
  const t = useT(userMessages);
  const summary = useResource(`rental-files:${proposalCode}:${version}`, (signal) =>
    getRentalFilesSummary(context, proposalCode, signal),
  );
  const word = (status: string) =>
    status === 'SIGNED' || status === 'RECEIVED' ? t(`file.${status}`) : status;
  return (
    <section className="hub-stack" aria-labelledby="rental-summary-title">
      <h4 className="hub-subtitle" id="rental-summary-title">
        {t('summaryTitle')}
      </h4>
      {summary.status === 'error' && (
        <LoadFailed failure={summary.failure} message={t('summaryFailed')} onRetry={summary.retry} />
      )}
      {summary.status === 'loading' && (
        <Skeleton lines={2}>
          <p className="hub-hint">{t('summaryLoading')}</p>
        </Skeleton>
      )}
      {summary.status === 'success' && (
        <ul className="rental-files">
          {summary.data.map((file, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a name may repeat across uploads
            <li key={`${file.name}-${index}`}>
              {file.name} · {word(file.status)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
