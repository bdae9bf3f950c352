import type { OfferFundingT } from './i18n.ts';
import type { KeepState } from './useOfferFunding.ts';

interface Props {
  t: OfferFundingT;
  keep: KeepState;
  /** A new plan is being simulated: the one shown is not the sliders' yet. */
  busy?: boolean;
  onKeep: () => void;
  loginUrl?: string | undefined;
}

/**
 * Keeping the plan with the offer: the button (sent once however often it is pressed), then what
 * came of it — kept, the sign-in it needs, the guard's refusal, or the seed's generic failure (the
 * button stays to try again; nothing chosen is lost).
 */
export function KeepPlan({ t, keep, busy = false, onKeep, loginUrl }: Props) {
  const sending = keep.status === 'sending';
  return (
    <div className="hub-stack">
      {keep.status !== 'kept' && (
        <div className="hub-row">
          <button
            type="button"
            className="hub-button"
            disabled={busy}
            aria-disabled={sending || undefined}
            data-loading={sending ? '' : undefined}
            onClick={() => {
              if (!sending) onKeep();
            }}
          >
            {sending ? t('keeping') : t('keep')}
          </button>
        </div>
      )}
      <div role="status">
        {keep.status === 'kept' && (
          <p className="hub-alert" data-tone="success">
            {t('kept', { id: keep.simulation.id })}
          </p>
        )}
      </div>
      {keep.status === 'failed' && (
        <p className="hub-alert" data-tone="error" role="alert">
          {t('keepFailed')}
        </p>
      )}
      {keep.status === 'refused' && (
        <p className="hub-alert" data-tone="error" role="alert">
          {t('noOffer')}
        </p>
      )}
      {keep.status === 'signedOut' && (
        <div className="hub-alert" data-tone="info" role="alert">
          <p>{t('keepSignIn')}</p>
          {loginUrl && (
            <p>
              <a className="hub-button" data-variant="link" href={loginUrl}>
                {t('signIn')}
              </a>
            </p>
          )}
        </div>
      )}
    </div>
  );
}
