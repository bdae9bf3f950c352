import { useAtom } from 'jotai/react';
import { useCallback, useMemo, useRef, useState } from 'react';
import type { PickedDealer } from '../../api/dealers.ts';
import { startWhatsappChat, validateWhatsappPhone } from '../../api/whatsapp.ts';
import { ServiceError, ServiceRefusal } from '../../core/errors.ts';
import { hubStore } from '../../core/store.ts';
import { useT, useWidget } from '../../core/WidgetContext.tsx';
import { chosenDealerAtom } from '../../domain/dealer/chosenDealer.ts';
import { whatsappMessages } from './i18n.ts';
import { openChat, openChatHere } from './openChat.ts';
import { chatUrl, startPayload } from './payload.ts';
import { validateWhatsapp, type WhatsappErrors } from './validation.ts';
import { emptyWhatsappValues, type WhatsappValues } from './values.ts';
import type { WhatsappChatProps } from './WhatsappChat.tsx';

/** Where the chat start is. */
export type WhatsappStatus = 'idle' | 'checking' | 'sending' | 'opened' | 'failed';

const FORM = 'whatsapp-chat';

/**
 * State and actions of hub-whatsapp-chat (seed 000 §7, §8): validate, check the phone (Phone/valid,
 * 3000 ms time-out, retried after 500 ms, 3 attempts), send the start payload; `success: true` opens
 * the chat in a new window and fires `hub-submit-success`; `success: false` ('Erro on SubmitIntent')
 * opens it in this window; a failure shows 'Falha ao iniciar conversa no WhatsApp' for 4000 ms and
 * fires `hub-submit-error`. What was typed is kept for another try.
 */
export function useWhatsappChat(props: WhatsappChatProps, fixedDealer: PickedDealer | null) {
  const { context, emit } = useWidget();
  const t = useT(whatsappMessages);
  const [chosen, setChosen] = useAtom(chosenDealerAtom, { store: hubStore });
  const [values, setValues] = useState<WhatsappValues>(() =>
    emptyWhatsappValues({ modelCode: props.modelCode ?? '', mvsCode: props.mvsCode ?? '' }, chosen),
  );
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [attempted, setAttempted] = useState(0);
  /** Counts refused sends (bad input, or a phone the check refused): each one moves focus to the first message. */
  const [refusals, setRefusals] = useState(0);
  const [status, setStatus] = useState<WhatsappStatus>('idle');
  const [phoneRefused, setPhoneRefused] = useState(false);
  const [popup, setPopup] = useState(false);
  const [url, setUrl] = useState<string | null>(null);
  const phase = useRef<WhatsappStatus>('idle');

  const dealer = fixedDealer ?? values.dealer;
  const rules = useMemo(
    () => ({
      market: context.market,
      country: context.country,
      pastDateMessage: t('scheduleDatePast'),
      dealerFixed: Boolean(props.dealerCode),
    }),
    [context.market, context.country, t, props.dealerCode],
  );
  const allErrors: WhatsappErrors = validateWhatsapp(values, rules);
  if (phoneRefused && !allErrors.phone) allErrors.phone = t('phoneNotWhatsapp');
  const errors =
    attempted > 0 ? allErrors : Object.fromEntries(Object.entries(allErrors).filter(([k]) => touched.has(k)));

  const update = useCallback(<K extends keyof WhatsappValues>(key: K, value: WhatsappValues[K]) => {
    if (key === 'phone') setPhoneRefused(false);
    setValues((current) => ({ ...current, [key]: value }));
  }, []);
  const touch = useCallback((key: string) => {
    setTouched((current) => (current.has(key) ? current : new Set(current).add(key)));
  }, []);
  const chooseDealer = useCallback(
    (next: PickedDealer | null) => {
      setValues((current) => ({ ...current, dealer: next }));
      if (next) setChosen(next);
    },
    [setChosen],
  );

  const fail = useCallback(
    (code: string) => {
      phase.current = 'failed';
      setStatus('failed');
      setPopup(true);
      emit('hub-submit-error', { form: FORM, code });
    },
    [emit],
  );

  const submit = useCallback(async () => {
    if (phase.current === 'checking' || phase.current === 'sending') return;
    setAttempted((n) => n + 1);
    if (Object.keys(allErrors).length > 0 || !dealer) {
      setRefusals((n) => n + 1);
      return;
    }
    const payload = startPayload(values, {
      brand: context.brand,
      country: context.country,
      color: props.color,
      dealerCode: dealer.dealerCode,
    });
    phase.current = 'checking';
    setStatus('checking');
    setPopup(false);
    try {
      if (!(await validateWhatsappPhone(context, payload.phoneNumber))) {
        phase.current = 'idle';
        setStatus('idle');
        setPhoneRefused(true);
        setRefusals((n) => n + 1);
        return;
      }
      phase.current = 'sending';
      setStatus('sending');
      const answer = await startWhatsappChat(context, payload, props.apiVersion);
      const target = chatUrl(answer.url, dealer);
      if (target) {
        openChat(target);
        setUrl(target);
      }
      phase.current = 'opened';
      setStatus('opened');
      emit('hub-submit-success', { form: FORM });
    } catch (error) {
      if (error instanceof ServiceRefusal) {
        console.warn(`[hub-widgets] hub-whatsapp-chat: ${error.message}`);
        const target = chatUrl(undefined, dealer);
        if (target) {
          phase.current = 'opened';
          setStatus('opened');
          setUrl(target);
          emit('hub-submit-error', { form: FORM, code: 'refused' });
          openChatHere(target);
          return;
        }
        fail('refused');
        return;
      }
      fail(error instanceof ServiceError ? error.kind : 'unknown');
    }
  }, [allErrors, dealer, values, context, props.color, props.apiVersion, emit, fail]);

  const reset = useCallback(() => {
    setValues((current) => emptyWhatsappValues(current.model, current.dealer));
    setTouched(new Set());
    setAttempted(0);
    setUrl(null);
    phase.current = 'idle';
    setStatus('idle');
  }, []);

  return {
    t,
    values,
    errors,
    attempted,
    refusals,
    status,
    popup,
    url,
    dealer,
    update,
    touch,
    chooseDealer,
    submit,
    reset,
    closePopup: () => setPopup(false),
  };
}
