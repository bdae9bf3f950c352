import { useCallback, useEffect, useRef } from 'react';
import { request } from '../../api/client.ts';
import type { PickedDealer } from '../../api/dealers.ts';
import { dealerCalls } from '../../api/dealers.ts';
import { useApi } from '../../api/useApi.ts';
import { TextField } from '../../core/form/fields/TextField.tsx';
import { MessagePopup } from '../../core/Popup.tsx';
import { useResource } from '../../core/useResource.ts';
import { useWidget } from '../../core/WidgetContext.tsx';
import { DealerPicker } from '../../domain/dealer/DealerPicker.tsx';
import type { DealerSearchMode } from '../../domain/dealer/dealerSearch.ts';
import { useSharedPlace } from '../../domain/location/useSharedPlace.ts';
import { ModelChoice, type ModelValue } from '../../domain/model/ModelChoice.tsx';
import { cpfMask, cuilMask, dateMask, phoneMask } from '../../validators/index.ts';
import { FixedDealer } from './FixedDealer.tsx';
import { useWhatsappChat } from './useWhatsappChat.ts';
import type { WhatsappChatProps } from './whatsapp-chat.spec.ts';

export type { WhatsappChatProps } from './whatsapp-chat.spec.ts';

/** The seed's popup time for the WhatsApp failure (seed 000 §8): 4000 ms. */
export const FAILURE_POPUP_MS = 4000;

const MODES_BR: readonly DealerSearchMode[] = ['postalCode', 'city', 'position'];
const MODES_AR: readonly DealerSearchMode[] = ['city', 'position'];

/** hub-whatsapp-chat: who you are, which car and dealer; the phone checked, then the chat opened. */
export function WhatsappChat(props: WhatsappChatProps) {
  const api = useApi();
  const { context, host } = useWidget();
  const fixed = useResource(props.dealerCode ? `dealer:${props.dealerCode}` : null, (signal) =>
    request<PickedDealer>(api, 'dealers', dealerCalls.dealerV3, {
      query: { dealerCode: props.dealerCode },
      signal,
    }),
  );
  const chat = useWhatsappChat(props, fixed.data ?? null);
  const { t, values, errors, status, update, touch } = chat;
  const [place, setPlace] = useSharedPlace();
  const resultRef = useRef<HTMLDivElement>(null);
  const argentina = context.country === 'AR';

  // After a refused start (bad input, or a phone the check refused), focus the first field with a
  // message, once: never while the user is typing; after the chat opened, the result.
  useEffect(() => {
    if (chat.refusals === 0) return;
    host.shadowRoot?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid] input')?.focus();
  }, [chat.refusals, host]);
  useEffect(() => {
    if (status === 'opened') resultRef.current?.focus();
  }, [status]);
  const onModel = useCallback((model: ModelValue) => update('model', model), [update]);

  if (status === 'opened') {
    return (
      <div className="hub-stack whatsapp-result" ref={resultRef} tabIndex={-1} role="status">
        <div className="hub-alert" data-tone="success" part="alert">
          <p className="hub-subtitle">{t('opened')}</p>
          <p>{t('openedDetail')}</p>
        </div>
        <div className="hub-row">
          {chat.url && (
            <a className="hub-button" href={chat.url} target="_blank" rel="noopener noreferrer" part="button">
              {t('openAgain')}
            </a>
          )}
          <button
            type="button"
            className="hub-button"
            data-variant="secondary"
            part="button"
            onClick={chat.reset}
          >
            {t('another')}
          </button>
        </div>
      </div>
    );
  }

  const busy = status === 'checking' || status === 'sending';
  const hasErrors = chat.attempted > 0 && Object.keys(errors).length > 0;
  return (
    <form
      className="hub-stack whatsapp-chat"
      part="form"
      noValidate
      aria-busy={busy || undefined}
      onSubmit={(event) => {
        event.preventDefault();
        void chat.submit();
      }}
    >
      <h2 className="hub-title">{t('title')}</h2>
      <p className="hub-text-muted">{t('intro')}</p>
      <p className="hub-hint">{t('requiredNote')}</p>
      <div className="hub-grid">
        <ModelChoice
          value={values.model}
          onChange={onModel}
          errors={{ modelCode: errors.modelCode, mvsCode: errors.mvsCode }}
          required
        />
        <TextField
          name="name"
          label={t('name')}
          required
          value={values.name}
          onChange={(v) => update('name', v)}
          onBlur={() => touch('name')}
          autoComplete="name"
          error={errors.name}
        />
        <TextField
          name="phone"
          label={t('phone')}
          hint={t('phoneHint')}
          required
          type="tel"
          value={values.phone}
          onChange={(v) => update('phone', v)}
          onBlur={() => touch('phone')}
          mask={phoneMask(context.market)}
          autoComplete="tel-national"
          inputMode="tel"
          error={errors.phone}
        />
        <TextField
          name="email"
          label={t('email')}
          required
          type="email"
          value={values.email}
          onChange={(v) => update('email', v)}
          onBlur={() => touch('email')}
          autoComplete="email"
          inputMode="email"
          error={errors.email}
        />
        <TextField
          name="cpf"
          label={t('cpf')}
          value={values.cpf}
          onChange={(v) => update('cpf', v)}
          onBlur={() => touch('cpf')}
          mask={argentina ? cuilMask : cpfMask}
          inputMode="numeric"
          error={errors.cpf}
        />
        <TextField
          name="scheduleDate"
          label={t('scheduleDate')}
          hint={t('scheduleDateHint')}
          value={values.scheduleDate}
          onChange={(v) => update('scheduleDate', v)}
          onBlur={() => touch('scheduleDate')}
          mask={dateMask}
          inputMode="numeric"
          error={errors.scheduleDate}
        />
        {props.dealerCode ? (
          <FixedDealer dealer={fixed.data ?? null} status={fixed.status} onRetry={fixed.retry} />
        ) : (
          <DealerPicker
            modes={argentina ? MODES_AR : MODES_BR}
            place={place}
            onPlaceChange={setPlace}
            selectedId={values.dealer ? String(values.dealer.id) : ''}
            onSelect={chat.chooseDealer}
            errors={{ dealer: errors.dealer }}
            onTouch={touch}
            required
          />
        )}
      </div>
      {hasErrors && (
        <p className="hub-alert" data-tone="warning" role="alert" part="alert">
          {t('fixErrors')}
        </p>
      )}
      <div className="hub-row">
        <button
          type="submit"
          className="hub-button"
          part="button"
          aria-disabled={busy || undefined}
          data-loading={busy ? '' : undefined}
        >
          {status === 'checking' ? t('checking') : status === 'sending' ? t('sending') : t('submit')}
        </button>
      </div>
      {chat.popup && (
        <MessagePopup
          tone="ERROR"
          message={t('failure')}
          duration={FAILURE_POPUP_MS}
          onDone={chat.closePopup}
        />
      )}
    </form>
  );
}
