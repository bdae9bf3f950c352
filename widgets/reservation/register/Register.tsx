import { TextField } from '../../../core/form/fields/TextField.tsx';
import { useWidget } from '../../../core/WidgetContext.tsx';
import { cpfCnpjMask, cuilMask, phoneMask } from '../../../validators/index.ts';
import type { CustomerValues, Errors } from '../forms.ts';
import type { ReservationT } from '../i18n.ts';

interface Props {
  t: ReservationT;
  values: CustomerValues;
  errors: Errors<keyof CustomerValues>;
  problem: string | null;
  busy: boolean;
  onChange: (field: keyof CustomerValues, value: string) => void;
  onSubmit: () => void;
  onBack: () => void;
}

/** Registration: the buyer's name, document, e-mail and phone, then the pre-reservation. */
export function Register({ t, values, errors, problem, busy, onChange, onSubmit, onBack }: Props) {
  const { context } = useWidget();
  const ar = context.market === 'es-AR';
  return (
    <form
      className="hub-stack"
      noValidate
      aria-labelledby="rsv-register-title"
      aria-busy={busy || undefined}
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy) onSubmit();
      }}
    >
      <h2 className="hub-title" id="rsv-register-title">
        {t('registerTitle')}
      </h2>
      <p className="hub-hint">{t('requiredNote')}</p>
      <div className="hub-grid">
        <TextField
          name="name"
          label={t('name')}
          required
          autoComplete="name"
          value={values.name}
          onChange={(v) => onChange('name', v)}
          error={errors.name}
        />
        <TextField
          name="document"
          label={ar ? t('cuil') : t('document')}
          required
          inputMode={ar ? 'numeric' : 'text'}
          mask={ar ? cuilMask : cpfCnpjMask}
          value={values.document}
          onChange={(v) => onChange('document', v)}
          error={errors.document}
        />
        <TextField
          name="email"
          label={t('email')}
          type="email"
          required
          autoComplete="email"
          value={values.email}
          onChange={(v) => onChange('email', v)}
          error={errors.email}
        />
        <TextField
          name="phone"
          label={t('phone')}
          required
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          mask={phoneMask(context.market)}
          value={values.phone}
          onChange={(v) => onChange('phone', v)}
          error={errors.phone}
        />
      </div>
      {problem && (
        <p className="hub-alert" data-tone="error" role="alert">
          {problem}
        </p>
      )}
      <div className="hub-row">
        <button type="button" className="hub-button" data-variant="secondary" onClick={onBack}>
          {t('back')}
        </button>
        <button type="submit" className="hub-button">
          {t('preReserve')}
        </button>
      </div>
    </form>
  );
}
