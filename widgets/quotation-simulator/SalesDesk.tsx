import { useState } from 'react';
import { checkIn, requestAttendant } from '../../api/dealer-sales.ts';
import { TextField } from '../../core/form/fields/TextField.tsx';
import { useWidget } from '../../core/WidgetContext.tsx';
import type { QuotationT } from './i18n.ts';

type Said = { tone: 'success' | 'error'; text: string } | null;

/** The showroom desk (dealer-sales v2): check a customer in, call an attendant; each sent once. */
export function SalesDesk({ sessionId, t }: { sessionId: string; t: QuotationT }) {
  const { context, emit } = useWidget();
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<Said>(null);
  const run = async (form: 'checkin' | 'attendant', action: () => Promise<string>) => {
    if (busy) return;
    setBusy(true);
    try {
      setSaid({ tone: 'success', text: await action() });
      emit('hub-submit-success', { form });
    } catch {
      setSaid({ tone: 'error', text: t('deskFailed') });
    } finally {
      setBusy(false);
    }
  };
  return (
    <details className="hub-card">
      <summary>{t('deskTitle')}</summary>
      <div className="hub-stack">
        <TextField
          name="customerName"
          label={t('customerName')}
          value={name}
          onChange={setName}
          maxLength={120}
        />
        <div className="hub-row">
          <button
            type="button"
            className="hub-button"
            data-variant="secondary"
            part="button"
            aria-disabled={busy || !name.trim() || undefined}
            onClick={() =>
              name.trim() &&
              void run('checkin', async () => {
                await checkIn(context, { sessionId, customerName: name.trim() });
                return t('checkedIn', { name: name.trim() });
              })
            }
          >
            {t('checkIn')}
          </button>
          <button
            type="button"
            className="hub-button"
            data-variant="secondary"
            part="button"
            aria-disabled={busy || undefined}
            onClick={() =>
              void run('attendant', async () => {
                const ticket = await requestAttendant(context, { sessionId, reason: t('attendantReason') });
                return t('attendantCalled', { ticket: ticket.ticket, position: ticket.queuePosition });
              })
            }
          >
            {t('attendant')}
          </button>
        </div>
        {said && (
          <p className="hub-alert" data-tone={said.tone} role={said.tone === 'error' ? 'alert' : 'status'}>
            {said.text}
          </p>
        )}
      </div>
    </details>
  );
}
