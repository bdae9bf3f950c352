import { useAtom } from 'jotai/react';
import { useCallback, useState } from 'react';
import type { PickedDealer } from '../../api/dealers.ts';
import { startWhatsappChat, validateWhatsappPhone } from '../../api/whatsapp.ts';
import { failureKind, ServiceRefusal } from '../../core/errors.ts';
import { type SendOutcome, useFormState } from '../../core/form/useFormState.ts';
import { hubStore } from '../../core/store.ts';
import { useT, useWidget } from '../../core/WidgetContext.tsx';
import { chosenDealerAtom } from '../../domain/dealer/chosenDealer.ts';
import { contactPrefill, useProfilePrefill } from '../../domain/profile/useProfile.ts';
import { whatsappMessages } from './i18n.ts';
import { openChat, openChatHere } from './openChat.ts';
import { chatUrl, startPayload } from './payload.ts';
import { validateWhatsapp, type WhatsappErrors } from './validation.ts';
import { emptyWhatsappValues, type WhatsappValues } from './values.ts';
import type { WhatsappChatProps } from './WhatsappChat.tsx';

/** Where the chat start is: the send's status, the sending split into the phone check and the start. */
export type WhatsappStatus = 'idle' | 'checking' | 'sending' | 'opened' | 'failed';

const FORM = 'whatsapp-chat';

/**
 * State and actions of hub-whatsapp-chat (seed 000 §7, §8): validate, check the phone (Phone/valid,
 * 3000 ms time-out, retried after 500 ms, 3 attempts), send the start payload; `success: true` opens
 * the chat in a new window and fires `hub-submit-success`; `success: false` ('Erro on SubmitIntent')
 * opens it in this window; a failure shows 'Falha ao iniciar conversa no WhatsApp' for 4000 ms and
 * fires `hub-submit-error`. What was typed is kept for another try. Signed-in shoppers get their
 * profile prefilled.
 */
export function useWhatsappChat(props: WhatsappChatProps, fixedDealer: PickedDealer | null) {
  const { context, emit } = useWidget();
  const t = useT(whatsappMessages);
  const [chosen, setChosen] = useAtom(chosenDealerAtom, { store: hubStore });
  const [step, setStep] = useState<'checking' | 'sending'>('checking');
  const [phoneRefused, setPhoneRefused] = useState(false);
  const [popup, setPopup] = useState(false);
  const [url, setUrl] = useState<string | null>(null);

  const form = useFormState<WhatsappValues>({
    initial: () =>
      emptyWhatsappValues({ modelCode: props.modelCode ?? '', mvsCode: props.mvsCode ?? '' }, chosen),
    validate: (values) => {
      const errors: WhatsappErrors = validateWhatsapp(values, {
        market: context.market,
        country: context.country,
        pastDateMessage: t('scheduleDatePast'),
        dealerFixed: Boolean(props.dealerCode),
      });
      if (phoneRefused && !errors.phone) errors.phone = t('phoneNotWhatsapp');
      return errors;
    },
    resetTo: (current) => emptyWhatsappValues(current.model, current.dealer),
  });
  const { setValues } = form;
  const profile = useProfilePrefill(setValues, contactPrefill);

  const dealer = fixedDealer ?? form.values.dealer;
  const { update: set } = form;
  const update = useCallback(
    <K extends keyof WhatsappValues>(key: K, value: WhatsappValues[K]) => {
      if (key === 'phone') setPhoneRefused(false);
      set(key, value);
    },
    [set],
  );
  const chooseDealer = useCallback(
    (next: PickedDealer | null) => {
      setValues((current) => ({ ...current, dealer: next }));
      if (next) setChosen(next);
    },
    [setValues, setChosen],
  );

  const fail = (code: string): SendOutcome => {
    setPopup(true);
    emit('hub-submit-error', { form: FORM, code });
    return 'failed';
  };

  /** Checks the phone, then starts the chat; once per click burst (useFormState). */
  const submit = () =>
    form.submit(async (values) => {
      if (!dealer) return 'refused';
      const payload = startPayload(values, {
        brand: context.brand,
        country: context.country,
        color: props.color,
        dealerCode: dealer.dealerCode,
      });
      setStep('checking');
      setPopup(false);
      try {
        if (!(await validateWhatsappPhone(context, payload.phoneNumber))) {
          setPhoneRefused(true);
          return 'refused';
        }
        setStep('sending');
        const answer = await startWhatsappChat(context, payload, props.apiVersion);
        const target = chatUrl(answer.url, dealer);
        if (target) {
          openChat(target);
          setUrl(target);
        }
        emit('hub-submit-success', { form: FORM });
        return 'sent';
      } catch (error) {
        if (!(error instanceof ServiceRefusal)) return fail(failureKind(error));
        console.warn(`[hub-widgets] hub-whatsapp-chat: ${error.message}`);
        const target = chatUrl(undefined, dealer);
        if (!target) return fail('refused');
        setUrl(target);
        emit('hub-submit-error', { form: FORM, code: 'refused' });
        openChatHere(target);
        return 'sent';
      }
    });

  const status: WhatsappStatus =
    form.status === 'sending' ? step : form.status === 'sent' ? 'opened' : form.status;
  return {
    ...form,
    t,
    status,
    popup,
    url,
    dealer,
    prefilled: Boolean(profile.prefill),
    update,
    chooseDealer,
    submit,
    reset: () => {
      form.reset();
      setUrl(null);
    },
    closePopup: () => setPopup(false),
  };
}
