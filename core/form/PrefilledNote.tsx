import { useT } from '../WidgetContext.tsx';
import { formMessages } from './i18n.ts';

/** 'We filled some fields with your account's data': shown once a signed-in shopper's profile filled the form. */
export function PrefilledNote() {
  const t = useT(formMessages);
  return (
    <p className="hub-alert" data-tone="info">
      {t('prefilled')}
    </p>
  );
}
