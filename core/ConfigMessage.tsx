import { useEffect } from 'react';
import { coreMessages } from './messages.ts';
import type { ConfigIssue } from './page-context.ts';
import { useT, useWidget } from './WidgetContext.tsx';

/** The visible, localised configuration message shown instead of a misconfigured widget. */
export function ConfigMessage({ issues }: { issues: ConfigIssue[] }) {
  const t = useT(coreMessages);
  const { emit } = useWidget();
  const texts = issues.map((issue) => t(`config.${issue.code}`, { field: issue.field, value: issue.value }));
  const summary = texts.join(' ');
  useEffect(() => {
    emit('hub-error', { code: issues[0]?.code ?? 'config', message: summary });
  }, [emit, summary, issues]);
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
