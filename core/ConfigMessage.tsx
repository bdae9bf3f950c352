import { useEffect } from 'react';
import configMessageCss from '../themes/config-message.css?inline';
import { configMessages } from './config-messages.ts';
import type { ConfigError } from './errors.ts';
import { addThemeCss } from './theme-sheet.ts';
import { useT, useWidget } from './WidgetContext.tsx';

// The message's styles join the skin's sheet with its code (themes/config-message.css).
addThemeCss(configMessageCss);

/**
 * The visible, localised configuration message shown instead of a misconfigured widget; fires
 * `hub-error` with the first error's code and the message as shown. Only a misconfigured widget needs
 * it: the widget host loads it on demand.
 */
export function ConfigMessage({ errors }: { errors: readonly ConfigError[] }) {
  const t = useT(configMessages);
  const { emit } = useWidget();
  const texts = errors.map((error) => t(`config.${error.code}`, { field: error.field, value: error.value }));
  const summary = texts.join(' ');
  const code = errors[0]?.code ?? 'config';
  useEffect(() => {
    emit('hub-error', { code, message: summary });
  }, [emit, summary, code]);
  return (
    <div className="hub-config-error" role="alert" part="alert">
      <p className="hub-subtitle">{t('configTitle')}</p>
      <ul>
        {texts.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
    </div>
  );
}
