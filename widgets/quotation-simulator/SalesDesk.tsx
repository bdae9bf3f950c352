import { useState } from 'react';
import { checkIn, requestAttendant } from '../../api/dealer-sales.ts';
import { useActionFailure } from '../../core/form/failureText.ts';
import { TextField } from '../../core/form/fields/TextField.tsx';
import { WaitLeft } from '../../core/form/WaitLeft.tsx';
import { useWidget } from '../../core/WidgetContext.tsx';
import type { QuotationT } from './i18n.ts';

/** What the desk said last: a success's text, or a failure (a throw may be anything). */
type Said = { tone: 'success'; text: string } | { tone: 'error'; failure: unknown } | null;

/**
 * The showroom desk (dealer-sales v2): check a customer in, call an attendant; each sent once. A
 * failure says the desk's error (a rate limit's wait, holding both buttons until it is over, or
 * offline in the kit's words).
 */
export function SalesDesk({ sessionId, t }: { sessionId: string; t: QuotationT }) {
  const { context, emit } = useWidget();
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<Said>(null);
  const held = useActionFailure(said?.tone === 'error' ? said.failure : undefined, t('deskFailed'));
  const run = async (form: 'checkin' | 'attendant', action: () => Promise<string>) => {
    if (busy || held.waitLeft > 0) return;
    setBusy(true);
    try {
      setSaid({ tone: 'success', text: await action() });
      emit('hub-submit-success', { form });
    } catch (failure) {
      setSaid({ tone: 'error', failure });
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
            aria-disabled={busy || !name.trim() || held.waitLeft > 0 || undefined}
            onClick={() =>
              name.trim() &&
              void run('checkin', async () => {
                await checkIn(context, { sessionId, customerName: name.trim() });
                return t('checkedIn', { name: name.trim() });
              })
            }
          >
            {t('checkIn')}
            <WaitLeft left={held.waitLeft} />
          </button>
          <button
            type="button"
            className="hub-button"
            data-variant="secondary"
            part="button"
            aria-disabled={busy || held.waitLeft > 0 || undefined}
            onClick={() =>
              void run('attendant', async () => {
                const ticket = await requestAttendant(context, { sessionId, reason: t('attendantReason') });
                return t('attendantCalled', { ticket: ticket.ticket, position: ticket.queuePosition });
              })
            }
          >
            {t('attendant')}
            <WaitLeft left={held.waitLeft} />
          </button>
        </div>
        {said && (
          <p className="hub-alert" data-tone={said.tone} role={said.tone === 'error' ? 'alert' : 'status'}>
            {said.tone === 'error' ? held.text : said.text}
          </p>
        )}
      </div>
    </details>
  );
}
