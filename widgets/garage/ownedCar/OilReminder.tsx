import { useId, useRef, useState } from 'react';
import type { GarageCar } from '../../../api/garage.ts';
import { FormActions } from '../../../core/form/FormActions.tsx';
import { FormFrame } from '../../../core/form/FormFrame.tsx';
import { TextField } from '../../../core/form/fields/TextField.tsx';
import { useFormState } from '../../../core/form/useFormState.ts';
import { formatDate, formatNumber } from '../../../core/format.ts';
import { useWidget } from '../../../core/WidgetContext.tsx';
import { localDay, maintenanceReminder, type Reminder } from '../../../domain/owned-car/index.ts';
import type { OwnedCarT } from './i18n.ts';
import { kmDigits, oilReminderProblems } from './oilReminderRules.ts';
import { type OilReminderValues, readOilReminder, saveOilReminder } from './oilReminderStore.ts';

interface Props {
  t: OwnedCarT;
  car: GarageCar;
  /** The car's delivery (or invoice) date the services gave; null while unknown. */
  carDate: string | null;
}

const EMPTY: OilReminderValues = { mileage: '', lastChange: '', lastChangeKm: '' };

/** The reminder of what the owner typed, counted from the last change or from the delivery at 0 km. */
function reminderOf(values: OilReminderValues, carDate: string | null, today: string) {
  const since = values.lastChange || carDate;
  if (!since) return null;
  const sinceKm = values.lastChange ? Number(kmDigits(values.lastChangeKm)) : 0;
  const mileage = Number(kmDigits(values.mileage));
  return { since, sinceKm, reminder: maintenanceReminder({ since, sinceKm, mileage, today }) };
}

/**
 * The oil-change reminder of seed 000 §9 (12 months or 10,000 km): the owner enters the mileage and,
 * optionally, the last change; messages beside the fields; the next change (or how late it is) in
 * words. What was typed is kept in this browser per car and shown again on the next visit.
 */
export function OilReminder({ t, car, carDate }: Props) {
  const { context } = useWidget();
  const titleId = useId();
  const ref = useRef<HTMLFormElement>(null);
  const stored = useRef(readOilReminder(car.id));
  const [shown, setShown] = useState<OilReminderValues | null>(stored.current);
  const today = localDay();
  const form = useFormState<OilReminderValues>({
    initial: stored.current ?? EMPTY,
    repeatable: true,
    validate: (values) => {
      const problems = oilReminderProblems(values, carDate, today);
      return Object.fromEntries(
        Object.entries(problems).map(([field, id]) => [
          field,
          id === 'lastChangeBefore' && carDate ? t(id, { date: formatDate(carDate, context.market) }) : t(id),
        ]),
      );
    },
    focusRoot: () => ref.current,
  });
  const calculate = () =>
    form.submit(async (values) => {
      saveOilReminder(car.id, values);
      setShown(values);
      return 'sent';
    });
  const result = shown ? reminderOf(shown, carDate, today) : null;
  const km = (value: number) => formatNumber(value, context.market, 0);
  const date = (value: string) => formatDate(value, context.market);
  const late = (reminder: Reminder) => ({ date: date(reminder.dueDate), km: km(-reminder.kmLeft) });
  const kmField = (name: 'mileage' | 'lastChangeKm', label: string) => (
    <TextField
      name={name}
      label={label}
      value={form.values[name]}
      onChange={(value) => form.update(name, value)}
      onBlur={() => form.touch(name)}
      error={form.errors[name]}
      inputMode="numeric"
      autoComplete="off"
      maxLength={10}
      required
    />
  );
  return (
    <FormFrame formRef={ref} titleId={titleId} busy={false} onSubmit={() => void calculate()}>
      <h5 className="hub-subtitle" id={titleId}>
        {t('oil')}
      </h5>
      <p className="hub-hint">{t('oilRule')}</p>
      <div className="hub-grid">
        {kmField('mileage', t('mileage'))}
        <TextField
          name="lastChange"
          label={t('lastChange')}
          type="date"
          value={form.values.lastChange}
          onChange={(value) => form.update('lastChange', value)}
          onBlur={() => form.touch('lastChange')}
          error={form.errors.lastChange}
          hint={carDate ? t('lastChangeHint', { date: date(carDate) }) : t('lastChangeHintNone')}
          required={!carDate}
        />
        {form.values.lastChange && kmField('lastChangeKm', t('lastChangeKm'))}
      </div>
      {result && (
        <div className="hub-alert" data-tone={result.reminder.overdue ? 'warning' : 'info'} role="status">
          <p>
            {result.reminder.overdue === 'date' && t('overdueDate', late(result.reminder))}
            {result.reminder.overdue === 'km' && t('overdueKm', late(result.reminder))}
            {result.reminder.overdue === 'both' && t('overdueBoth', late(result.reminder))}
            {!result.reminder.overdue &&
              `${t('due', { date: date(result.reminder.dueDate), km: km(result.reminder.dueKm) })} ${t(
                'left',
                {
                  days: result.reminder.daysLeft,
                  km: km(result.reminder.kmLeft),
                },
              )}`}
          </p>
          <p className="hub-hint">
            {shown?.lastChange
              ? t('sinceLast', { date: date(result.since), km: km(result.sinceKm) })
              : t('since', { date: date(result.since) })}{' '}
            {t('kept')}
          </p>
        </div>
      )}
      <FormActions busy={false} label={t('calculate')} busyLabel={t('calculating')} variant="secondary" />
    </FormFrame>
  );
}
