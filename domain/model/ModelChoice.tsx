import { useEffect } from 'react';
import { type CatalogModel, getModels } from '../../api/models.ts';
import { SelectField } from '../../core/form/fields/SelectField.tsx';
import { LoadFailed } from '../../core/form/LoadFailed.tsx';
import { useResource } from '../../core/useResource.ts';
import { useT, useWidget } from '../../core/WidgetContext.tsx';
import { modelMessages } from './i18n.ts';

/** A chosen model and version. */
export interface ModelValue {
  modelCode: string;
  modelName: string;
  mvsCode: string;
  versionName: string;
}

/** Nothing chosen. */
export const NO_MODEL: ModelValue = { modelCode: '', modelName: '', mvsCode: '', versionName: '' };

/** Props of {@link ModelChoice}. */
export interface ModelChoiceProps {
  value: ModelValue;
  onChange: (value: ModelValue) => void;
  errors?: { modelCode?: string | undefined; mvsCode?: string | undefined };
  required?: boolean;
  /**
   * Told the brand's models once the catalogue answers: a form that loads them anyway learns from this
   * list whether to ask if the brand is sold in the market (an empty list: UnlessNotSold's `ask`).
   */
  onModels?: (models: readonly CatalogModel[]) => void;
}

/** Fills names for codes given by attributes, once the catalogue is known. */
function named(value: ModelValue, models: CatalogModel[]): ModelValue {
  const model = models.find((m) => m.modelCode === value.modelCode);
  const version = model?.versions.find((v) => v.mvsCode === value.mvsCode);
  return {
    modelCode: model ? value.modelCode : '',
    modelName: model?.modelName ?? '',
    mvsCode: version ? value.mvsCode : '',
    versionName: version?.versionName ?? '',
  };
}

/** Model and version of the brand, from the catalogue service, chosen in that order. */
export function ModelChoice({ value, onChange, errors, required, onModels }: ModelChoiceProps) {
  const { context } = useWidget();
  const t = useT(modelMessages);
  const models = useResource(`${context.brand}:${context.market}`, (signal) => getModels(context, signal));
  const list = models.data ?? [];
  const model = list.find((m) => m.modelCode === value.modelCode);
  // Codes preset by the page (model-code, mvs-code) get their names once the catalogue answers.
  // The list is told to the form (onModels) as it arrives.
  useEffect(() => {
    if (!models.data) return;
    onModels?.(models.data);
    if (!value.modelCode && !value.mvsCode) return;
    const filled = named(value, models.data);
    if (
      filled.modelName !== value.modelName ||
      filled.versionName !== value.versionName ||
      filled.modelCode !== value.modelCode
    )
      onChange(filled);
  }, [models.data, value, onChange, onModels]);
  return (
    <>
      <SelectField
        name="model"
        label={t('model')}
        placeholder={t('modelPlaceholder')}
        required={required}
        value={value.modelCode}
        busy={models.status === 'loading'}
        options={list.map((m) => ({ value: m.modelCode, label: m.modelName }))}
        error={errors?.modelCode}
        onChange={(modelCode) => {
          const found = list.find((m) => m.modelCode === modelCode);
          const only = found?.versions.length === 1 ? found.versions[0] : undefined;
          onChange({
            modelCode,
            modelName: found?.modelName ?? '',
            mvsCode: only?.mvsCode ?? '',
            versionName: only?.versionName ?? '',
          });
        }}
      />
      <SelectField
        name="version"
        label={t('version')}
        placeholder={t('versionPlaceholder')}
        required={required}
        value={value.mvsCode}
        disabled={!model}
        options={(model?.versions ?? []).map((v) => ({ value: v.mvsCode, label: v.versionName }))}
        error={errors?.mvsCode}
        onChange={(mvsCode) =>
          onChange({
            ...value,
            mvsCode,
            versionName: model?.versions.find((v) => v.mvsCode === mvsCode)?.versionName ?? '',
          })
        }
      />
      {models.status === 'error' && (
        <LoadFailed
          failure={models.failure}
          className="hub-span-all"
          message={t('modelsFailed')}
          onRetry={models.retry}
        />
      )}
    </>
  );
}
