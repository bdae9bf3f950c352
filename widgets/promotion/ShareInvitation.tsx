import { useId, useRef, useState } from 'react';
import type { PromotionT } from './i18n.ts';
import { whatsAppShareUrl } from './invitation.ts';

interface Props {
  t: PromotionT;
  /** The invitation link, carrying `invited-by` = the participant's id. */
  link: string;
  promotionName: string;
}

/**
 * The participant's invitation link: shown, copied to the clipboard (or selected, ready to copy by hand,
 * where the page may not write to it) and shared by WhatsApp with a short text.
 */
export function ShareInvitation({ t, link, promotionName }: Props) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);
  const select = () => {
    setCopied(false);
    inputRef.current?.focus();
    inputRef.current?.select();
  };
  return (
    <section className="hub-stack" aria-labelledby="promotion-invite">
      <h3 className="hub-subtitle" id="promotion-invite">
        {t('inviteTitle')}
      </h3>
      <p>{t('inviteText')}</p>
      <div className="hub-field" part="field">
        <label className="hub-label" htmlFor={inputId} part="label">
          {t('inviteLink')}
        </label>
        <input id={inputId} ref={inputRef} className="hub-input" part="input" readOnly value={link} />
      </div>
      <div className="hub-row">
        <button
          type="button"
          className="hub-button"
          data-variant="secondary"
          part="button"
          onClick={() => {
            if (!navigator.clipboard) return select();
            navigator.clipboard.writeText(link).then(() => setCopied(true), select);
          }}
        >
          {t('copy')}
        </button>
        <a
          className="hub-button"
          part="button"
          href={whatsAppShareUrl(t('whatsappText', { promotion: promotionName, link }))}
          target="_blank"
          rel="noopener"
        >
          {t('whatsapp')}
        </a>
      </div>
      <p className="hub-hint" role="status">
        {copied ? t('copied') : ''}
      </p>
    </section>
  );
}
