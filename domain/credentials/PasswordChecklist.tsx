import { useT, useWidget } from '../../core/WidgetContext.tsx';
import { textOf } from '../../validators/index.ts';
import { passwordMessages } from '../../validators/password/messages.ts';
import { credentialMessages, type PasswordPurpose } from './i18n.ts';
import { passwordChecklist } from './passwordChecklist.ts';

interface Props {
  password: string;
  /** The confirmation as typed; leave it out when the form has none. */
  confirmation?: string;
  /** 'change' words the list and the confirmation line for a new password replacing the current one. */
  purpose?: PasswordPurpose;
}

/**
 * The live password checklist under a new-password field (sign-up, create / reset / change password):
 * each requirement marked met or pending as the buyer types, in words (not by colour alone), the
 * confirmation line when a confirmation is asked. Style it with `domain/credentials/credentials.css`.
 */
export function PasswordChecklist({ password, confirmation, purpose = 'create' }: Props) {
  const change = purpose === 'change';
  const t = useT(credentialMessages);
  const { context } = useWidget();
  const items = passwordChecklist(password, confirmation);
  const label = change ? t('changeChecklist') : t('checklist');
  return (
    // biome-ignore lint/a11y/noRedundantRoles: Safari drops list semantics with list-style: none (themes/README.md)
    <ul className="hub-password-checklist" role="list" aria-label={label}>
      {items.map((item) => (
        <li key={item.id} data-met={item.met || undefined}>
          <span aria-hidden="true" className="hub-password-checklist-mark">
            {item.met ? '✓' : '•'}
          </span>{' '}
          {item.id === 'confirmation'
            ? t(change ? 'changeConfirmation' : 'confirmation')
            : textOf(passwordMessages[`password.rule.${item.id}`], context.market)}
          <span className="hub-visually-hidden">{`: ${item.met ? t('met') : t('missing')}`}</span>
        </li>
      ))}
    </ul>
  );
}
