import { useWidget } from '../../../core/WidgetContext.tsx';
import { messageOf } from '../../../validators/index.ts';
import type { CredentialsT } from './i18n.ts';
import { passwordChecklist } from './passwordChange.ts';

interface Props {
  t: CredentialsT;
  password: string;
  confirmation: string;
}

/**
 * The live checklist under the new password: each requirement met or pending as it is typed, said in
 * words (not by colour alone), and the confirmation. (hub-sign-up has its own in domain/credentials on
 * its branch; when both are on main, this one gives way to it.)
 */
export function PasswordChecklist({ t, password, confirmation }: Props) {
  const { context } = useWidget();
  return (
    // biome-ignore lint/a11y/noRedundantRoles: Safari drops list semantics with list-style: none (themes/README.md)
    <ul className="hub-list account-checklist" role="list" aria-label={t('checklist')}>
      {passwordChecklist(password, confirmation).map((item) => (
        <li key={item.id} data-met={item.met || undefined}>
          <span aria-hidden="true">{item.met ? '✓' : '•'}</span>{' '}
          {item.id === 'confirmation'
            ? t('confirmationRule')
            : messageOf(`password.rule.${item.id}`, context.market)}
          <span className="hub-visually-hidden">{`: ${item.met ? t('met') : t('missing')}`}</span>
        </li>
      ))}
    </ul>
  );
}
