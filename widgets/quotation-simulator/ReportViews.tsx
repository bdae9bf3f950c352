import { FormActions } from '../../core/form/FormActions.tsx';
import { FormFrame } from '../../core/form/FormFrame.tsx';
import { SelectField } from '../../core/form/fields/SelectField.tsx';
import { LoadFailed } from '../../core/form/LoadFailed.tsx';
import { Segmented } from '../../core/form/Segmented.tsx';
import { Skeleton } from '../../core/form/Skeleton.tsx';
import type { QuotationT } from './i18n.ts';
import { ReportShown } from './ReportShown.tsx';
import type { ReportKind } from './reportView.ts';
import { useReportViews } from './useReportViews.ts';

const KINDS: ReportKind[] = ['PRODUCT', 'DEALER'];

/**
 * The dealer reports of the dealer tools (seed 001 §3 "product and dealer report views with reasons"):
 * a product's or a dealer's report, opened only with a reason from the service's list; the view is
 * recorded before the report is shown.
 */
export function ReportViews({ dealerCode, t }: { dealerCode: string; t: QuotationT }) {
  const { lists, form, open, shown } = useReportViews(dealerCode, t);
  const { values, errors, update } = form;
  const busy = form.status === 'sending';
  return (
    <details className="hub-card qs-reports">
      <summary>{t('reportsTitle')}</summary>
      <div className="hub-stack">
        <p className="hub-hint">{t('reportsIntro')}</p>
        {lists.status === 'loading' && (
          <Skeleton lines={3}>
            <p className="hub-hint">{t('reportsLoading')}</p>
          </Skeleton>
        )}
        {lists.status === 'error' && (
          <LoadFailed
            failure={lists.failure}
            message={t('loadFailed')}
            retryLabel={t('retry')}
            onRetry={lists.retry}
          />
        )}
        {lists.status === 'success' && (
          <FormFrame label={t('reportsForm')} busy={busy} onSubmit={() => void open()}>
            <Segmented<ReportKind>
              name="reportKind"
              legend={t('reportKind')}
              options={KINDS.map((value) => ({ value, label: t(`reportKind_${value}`) }))}
              value={values.kind}
              onChange={(kind) => update('kind', kind)}
              required
              error={errors.kind}
            />
            {values.kind === 'PRODUCT' && (
              <SelectField
                name="productId"
                label={t('reportProduct')}
                placeholder={t('reportChoose')}
                value={values.productId}
                options={lists.data.products.map((p) => ({ value: p.id, label: p.name }))}
                onChange={(value) => update('productId', value)}
                error={errors.productId}
                required
              />
            )}
            {values.kind === 'DEALER' && (
              <SelectField
                name="idSiteGeo"
                label={t('reportDealer')}
                placeholder={t('reportChoose')}
                value={values.idSiteGeo}
                options={lists.data.dealers.map((d) => ({
                  value: String(d.idSiteGeo),
                  label: `${d.name} (${d.cityName})`,
                }))}
                onChange={(value) => update('idSiteGeo', value)}
                error={errors.idSiteGeo}
                required
              />
            )}
            <SelectField
              name="reasonId"
              label={t('reportReason')}
              placeholder={t('reportChoose')}
              value={values.reasonId}
              options={lists.data.reasons.map((r) => ({ value: String(r.id), label: r.label }))}
              onChange={(value) => update('reasonId', value)}
              error={errors.reasonId}
              required
            />
            <FormActions
              problem={form.status === 'failed' ? t('reportFailed') : null}
              busy={busy}
              failure={form.failure}
              waitLeft={form.waitLeft}
              failed={form.status === 'failed'}
              label={t('reportOpen')}
              busyLabel={t('reportOpening')}
              retryLabel={t('retry')}
              variant="secondary"
            />
          </FormFrame>
        )}
        {shown && <ReportShown report={shown} t={t} />}
      </div>
    </details>
  );
}
