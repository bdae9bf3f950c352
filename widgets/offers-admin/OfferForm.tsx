import { useRef, useState } from 'react';
import type { CatalogModel } from '../../api/models.ts';
import {
  type AdminOffer,
  createOffer,
  OFFER_SCOPES,
  OFFER_TYPES,
  type OfferVocabulary,
  PRICE_DISPLAY_TYPES,
  updateOffer,
} from '../../api/offerAdmin.ts';
import { failureKind, isForbidden, ServiceError } from '../../core/errors.ts';
import { FormActions } from '../../core/form/FormActions.tsx';
import { FormFrame } from '../../core/form/FormFrame.tsx';
import { SelectField } from '../../core/form/fields/SelectField.tsx';
import { TextField } from '../../core/form/fields/TextField.tsx';
import { failedWith } from '../../core/form/sendFailure.ts';
import { useFormState } from '../../core/form/useFormState.ts';
import { validateForm } from '../../core/form/validateForm.ts';
import { useT, useWidget } from '../../core/WidgetContext.tsx';
import { roleMessages } from '../../domain/roles/index.ts';
import { ChoiceGroup } from './ChoiceGroup.tsx';
import type { OffersAdminT } from './i18n.ts';
import {
  EMPTY_OFFER,
  NEEDS_FROM_PRICE,
  type OfferFormValues,
  offerDraftOf,
  offerFormOf,
  offerFormRules,
  PLACE_OF_SCOPE,
  TITLE_MAX_LENGTH,
} from './offerForm.ts';

interface Props {
  t: OffersAdminT;
  /** The offer edited; null for a new one. */
  offer: AdminOffer | null;
  /** The brand's versions (catalogue); null when not at hand (the MVS code is typed). */
  models: CatalogModel[] | null;
  /** Stamps, parts, categories and features; null when they could not be read. */
  vocabulary: OfferVocabulary | null;
  onSaved: (offer: AdminOffer) => void;
  onCancel: () => void;
}

type Problem = 'saveFailed' | 'saveRefused' | 'forbidden';
type TextName =
  | 'title'
  | 'mvsCode'
  | 'year'
  | 'price'
  | 'fromPrice'
  | 'regionalId'
  | 'influenceAreaId'
  | 'dealerCode';

/**
 * Creates or edits an offer: every field the search shows, checked beside each field before anything
 * is sent; sent once even on a double click; a failure keeps every value for the retry.
 */
export function OfferForm({ t, offer, models, vocabulary, onSaved, onCancel }: Props) {
  const { context, emit } = useWidget();
  const forbidden = useT(roleMessages)('forbidden');
  const ref = useRef<HTMLFormElement>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const form = useFormState<OfferFormValues>({
    initial: offer ? offerFormOf(offer) : EMPTY_OFFER,
    validate: (values) =>
      validateForm(
        values,
        offerFormRules({
          required: t('required'),
          choose: t('chooseOne'),
          year: t('yearInvalid'),
          price: t('priceInvalid'),
          fromPrice: t('fromPriceInvalid'),
          code: t('codeInvalid'),
        }),
        context.market,
      ),
    focusRoot: () => ref.current,
  });
  const formName = offer ? 'offer-update' : 'offer-create';
  const send = () =>
    form.submit(async (values) => {
      setProblem(null);
      try {
        const draft = offerDraftOf(values);
        const answer = offer
          ? await updateOffer(context, offer.id, draft)
          : await createOffer(context, draft);
        emit('hub-submit-success', { form: formName, id: answer.id });
        onSaved(answer);
        return 'sent';
      } catch (error) {
        const refused = error instanceof ServiceError && (error.status === 422 || error.status === 400);
        setProblem(isForbidden(error) ? 'forbidden' : refused ? 'saveRefused' : 'saveFailed');
        emit('hub-submit-error', { form: formName, code: failureKind(error) });
        return failedWith(error);
      }
    });
  const { values, errors } = form;
  const text = (name: TextName) => ({
    name,
    value: values[name],
    onChange: (value: string) => form.update(name, value),
    onBlur: () => form.touch(name),
    error: errors[name],
    required: true,
  });
  const choose = <K extends 'type' | 'priceDisplayType' | 'scope' | 'mvsCode'>(name: K) => ({
    name,
    value: values[name],
    onChange: (value: string) => {
      form.update(name, value as OfferFormValues[K]);
      form.touch(name);
    },
    error: errors[name],
    required: true,
    placeholder: t('choose'),
  });
  const place = values.scope ? PLACE_OF_SCOPE[values.scope] : null;
  const words = (kind: 'stamps' | 'parts' | 'categories' | 'features') =>
    (vocabulary?.[kind] ?? []).map((value) => ({
      value,
      // Stamps are codes with words of ours; the other vocabularies are the service's words.
      label: kind === 'stamps' ? stampLabel(t, value) : value,
    }));
  const sending = form.status === 'sending';
  return (
    <FormFrame
      formRef={ref}
      title={offer ? t('editTitle') : t('createTitle')}
      busy={sending}
      onSubmit={() => void send()}
    >
      <div className="hub-grid">
        <SelectField
          {...choose('type')}
          label={t('type')}
          options={OFFER_TYPES.map((value) => ({ value, label: t(`type_${value}`) }))}
        />
        <TextField {...text('title')} label={t('offerTitle')} maxLength={TITLE_MAX_LENGTH} />
        {models ? (
          <SelectField
            {...choose('mvsCode')}
            label={t('version')}
            placeholder={t('chooseVersion')}
            options={models.flatMap((model) =>
              model.versions.map((version) => ({
                value: version.mvsCode,
                label: `${model.modelName} ${version.versionName}`,
              })),
            )}
          />
        ) : (
          <TextField
            {...text('mvsCode')}
            onChange={(value) => form.update('mvsCode', value.toUpperCase())}
            label={t('versionCode')}
          />
        )}
        <TextField {...text('year')} label={t('year')} inputMode="numeric" maxLength={4} />
        <SelectField
          {...choose('priceDisplayType')}
          label={t('display')}
          options={PRICE_DISPLAY_TYPES.map((value) => ({ value, label: t(`display_${value}`) }))}
        />
        {values.priceDisplayType !== '' && NEEDS_FROM_PRICE.includes(values.priceDisplayType) && (
          <TextField
            {...text('fromPrice')}
            label={t('fromPrice')}
            hint={t('priceHint')}
            inputMode="decimal"
          />
        )}
        <TextField {...text('price')} label={t('price')} hint={t('priceHint')} inputMode="decimal" />
        <SelectField
          {...choose('scope')}
          label={t('scope')}
          options={OFFER_SCOPES.map((value) => ({ value, label: t(`scope_${value}`) }))}
        />
        {place && <TextField {...text(place)} label={t(place)} inputMode="numeric" maxLength={9} />}
      </div>
      {vocabulary ? (
        <div className="hub-grid">
          {(['stamps', 'parts', 'categories', 'features'] as const).map((kind) => (
            <ChoiceGroup
              key={kind}
              name={kind}
              legend={t(kind)}
              options={words(kind)}
              value={values[kind]}
              onChange={(chosen) => form.update(kind, chosen)}
            />
          ))}
        </div>
      ) : (
        <p className="hub-hint">{t('vocabularyFailed')}</p>
      )}
      <FormActions
        problem={problem && (problem === 'forbidden' ? forbidden : t(problem))}
        busy={sending}
        failure={form.failure}
        waitLeft={form.waitLeft}
        failed={problem === 'saveFailed'}
        label={t('save')}
        busyLabel={t('saving')}
        retryLabel={t('retry')}
        cancel={{ label: t('cancel'), onCancel }}
      />
    </FormFrame>
  );
}

/** A stamp in words, or its code when it is one we have no words for. */
export function stampLabel(t: OffersAdminT, code: string): string {
  const key = `stamp_${code}` as Parameters<OffersAdminT>[0];
  const label = t(key);
  return label === key ? code : label;
}
