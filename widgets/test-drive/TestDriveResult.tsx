import { useEffect, useRef } from 'react';
import { SentResult } from '../../core/form/SentResult.tsx';
import { formatDate } from '../../core/format.ts';
import { useT, useWidget } from '../../core/WidgetContext.tsx';
import { scheduleMessages } from '../../domain/schedule/i18n.ts';
import { isoDate } from '../../validators/date/isoDate.ts';
import { testDriveMessages } from './i18n.ts';
import type { TestDriveValues } from './values.ts';

/** The sent request: status REQUESTED in words, the 24-hour promise (seed 000 §9) and what was asked for. */
export function TestDriveResult({ values, onAnother }: { values: TestDriveValues; onAnother: () => void }) {
  const t = useT(testDriveMessages);
  const words = useT(scheduleMessages);
  const { context } = useWidget();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  const car = [values.model.modelName, values.model.versionName].filter(Boolean).join(' ');
  return (
    <SentResult
      className="test-drive-result"
      resultRef={ref}
      title={t('requestedTitle')}
      anotherLabel={t('another')}
      onAnother={onAnother}
    >
      <p>{words('statusLabel', { status: words('status.REQUESTED') })}</p>
      <p>{t('promise')}</p>
      <p className="hub-text-muted">
        {t('summary', {
          car: car || '—',
          dealer: values.dealer?.name ?? '',
          date: formatDate(`${isoDate(values.date)}T12:00:00`, context.market),
          slot: values.slot ? t(`slot.${values.slot}`) : '',
        })}
      </p>
    </SentResult>
  );
}
