import type { IntegrationError, SettableStatus } from '../../api/integration.ts';
import { CheckField } from '../../core/form/fields/CheckField.tsx';
import type { IntegrationAdminT } from './i18n.ts';

interface Props {
  t: IntegrationAdminT;
  error: IntegrationError;
  /** When it failed, in the market's words. */
  when: string;
  selected: boolean;
  onSelect: (on: boolean) => void;
  /** A status set by hand (ignoring asks first: the page's dialog). */
  onStatus: (status: SettableStatus) => void;
}

/** What may be set by hand from each status: a pending error resolved or ignored, the others reopened. */
const ACTIONS: Record<IntegrationError['status'], SettableStatus[]> = {
  PENDING: ['RESOLVED', 'IGNORED'],
  REPROCESSING: [],
  RESOLVED: ['PENDING'],
  IGNORED: ['PENDING'],
};

/**
 * One journey integration error: its box to select it (named by the error), the journey, customer,
 * system and the system's message (as text), when it failed, attempts, its status in words and the
 * status changes its status allows.
 */
export function ErrorItem({ t, error, when, selected, onSelect, onStatus }: Props) {
  return (
    <li className="hub-card ia-error" data-error={error.id}>
      <div className="ia-error-head">
        <CheckField name="selected" checked={selected} onChange={onSelect}>
          <span className="hub-visually-hidden">{t('selectOne', { id: error.id })}</span>
        </CheckField>
        <h4 className="ia-error-title">
          {error.id} · {t(`type_${error.journeyType}`)} {error.journeyId}
        </h4>
        <span className="ia-status" data-status={error.status}>
          {t(`status_${error.status}`)}
        </span>
      </div>
      <dl className="hub-facts ia-facts">
        <dt>{t('colCustomer')}</dt>
        <dd>{error.customerName || '—'}</dd>
        <dt>{t('colFailure')}</dt>
        <dd>
          {t(`system_${error.system}`)}: <span className="ia-message">{error.message}</span>
        </dd>
        <dt>{t('colWhen')}</dt>
        <dd>
          <time dateTime={error.createdAt}>{when}</time> · {t('attempts', { count: error.attempts })}
        </dd>
      </dl>
      {ACTIONS[error.status].length > 0 && (
        <div className="hub-row ia-actions">
          {ACTIONS[error.status].map((status) => (
            <button
              key={status}
              type="button"
              className="hub-button"
              data-variant="secondary"
              part="button"
              data-control={status}
              aria-label={t('actionFor', { action: t(`action_${status}`), id: error.id })}
              onClick={() => onStatus(status)}
            >
              {t(`action_${status}`)}
            </button>
          ))}
        </div>
      )}
    </li>
  );
}
