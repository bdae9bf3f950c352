import { useCallback, useEffect, useRef, useState } from 'react';
import { dealerByCode } from '../../api/dealers.ts';
import { ContactFields } from '../../core/form/ContactFields.tsx';
import { TextField } from '../../core/form/fields/TextField.tsx';
import { PrefilledNote } from '../../core/form/PrefilledNote.tsx';
import { SentResult } from '../../core/form/SentResult.tsx';
import { MessagePopup } from '../../core/Popup.tsx';
import { failureOf, useResource } from '../../core/useResource.ts';
import { useWidget } from '../../core/WidgetContext.tsx';
import { DealerPicker } from '../../domain/dealer/DealerPicker.tsx';
import type { DealerSearchMode } from '../../domain/dealer/dealerSearch.ts';
import { useSharedPlace } from '../../domain/location/useSharedPlace.ts';
import { ModelChoice, type ModelValue } from '../../domain/model/ModelChoice.tsx';
import { UnlessNotSold } from '../../domain/model/UnlessNotSold.tsx';
import { dateMask } from '../../validators/index.ts';
import { FixedDealer } from './FixedDealer.tsx';
import { useWhatsappChat } from './useWhatsappChat.ts';
import type { WhatsappChatProps } from './whatsapp-chat.spec.ts';

export type { WhatsappChatProps } from './whatsapp-chat.spec.ts';

/** The seed's popup time for the WhatsApp failure (seed 000 §8): 4000 ms. */
export const FAILURE_POPUP_MS = 4000;

const CONTACT = ['name', 'phone', 'email', 'cpf'] as const;
const MODES_BR: readonly DealerSearchMode[] = ['postalCode', 'city', 'position'];
const MODES_AR: readonly DealerSearchMode[] = ['city', 'position'];

/** hub-whatsapp-chat: who you are, which car and dealer; the phone checked, then the chat opened. */
export function WhatsappChat(props: WhatsappChatProps) {
  const { context } = useWidget();
  // The brand's models as the model choice lists them: an empty list asks whether the brand is sold here.
  const [models, setModels] = useState<readonly unknown[]>();
  const { dealerCode } = props;
  const fixed = useResource(dealerCode ? `dealer:${dealerCode}` : null, (signal) =>
    dealerByCode(context, dealerCode ?? '', signal),
  );
  const chat = useWhatsappChat(props, fixed.data ?? null);
  const { t, values, errors, status, update, touch } = chat;
  const [place, setPlace] = useSharedPlace();
  const resultRef = useRef<HTMLDivElement>(null);
  const argentina = context.country === 'AR';

  // After the chat opened, the result (after a refused start, bad input or a phone the check refused,
  // useFormState focuses the first field with a message, once: never while the user is typing).
  useEffect(() => {
    if (status === 'opened') resultRef.current?.focus();
  }, [status]);
  const onModel = useCallback((model: ModelValue) => update('model', model), [update]);

  if (status === 'opened') {
    return (
      <SentResult
        className="whatsapp-result"
        resultRef={resultRef}
        title={t('opened')}
        anotherLabel={t('another')}
        onAnother={chat.reset}
        actions={
          chat.url && (
            <a className="hub-button" href={chat.url} target="_blank" rel="noopener noreferrer" part="button">
              {t('openAgain')}
            </a>
          )
        }
      >
        <p>{t('openedDetail')}</p>
      </SentResult>
    );
  }

  const busy = status === 'checking' || status === 'sending';
  const hasErrors = chat.attempted > 0 && Object.keys(errors).length > 0;
  // A brand the market does not sell has no dealer there to chat with: it says so instead.
  return (
    <UnlessNotSold title={t('title')} ask={models?.length === 0}>
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
        {chat.prefilled && <PrefilledNote />}
        <div className="hub-grid">
          <ModelChoice
            value={values.model}
            onChange={onModel}
            errors={{ modelCode: errors.modelCode, mvsCode: errors.mvsCode }}
            required
            onModels={setModels}
          />
          <ContactFields
            fields={CONTACT}
            values={values}
            errors={errors}
            onChange={update}
            onTouch={touch}
            labels={{ phone: t('phone') }}
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
            <FixedDealer
              dealer={fixed.data ?? null}
              status={fixed.status}
              failure={failureOf(fixed)}
              onRetry={fixed.retry}
            />
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
    </UnlessNotSold>
  );
}
