import { useState } from 'react';
import { awardSelfMedal } from '../../api/loyalty.ts';
import { Modal } from '../../core/Modal.tsx';
import { useWidget } from '../../core/WidgetContext.tsx';
import type { LoyaltyMember } from '../../domain/loyalty/member.ts';
import type { LoyaltyT } from './i18n.ts';
import { WELCOME_MEDAL } from './medals.ts';
import { hasSeenWelcome, rememberWelcome } from './welcomeSeen.ts';

/**
 * The welcome on a member's first visit (once per member id and brand on this browser): a modal, focus
 * inside and back where it was, Escape closes. Closing it gives the welcome medal (`self/medals`) when
 * the member has not earned it; `onMedal` reads the member again.
 */
export function WelcomeModal({
  member,
  t,
  onMedal,
}: {
  member: LoyaltyMember;
  t: LoyaltyT;
  onMedal: () => void;
}) {
  const { context } = useWidget();
  const memberId = member.userId;
  const [open, setOpen] = useState(() => Boolean(memberId) && !hasSeenWelcome(context.brand, memberId ?? ''));
  const earned = member.medals.includes(WELCOME_MEDAL);
  const close = () => {
    if (memberId) rememberWelcome(context.brand, memberId);
    setOpen(false);
    // The medal is a bonus: a failure (or one already given) leaves the welcome seen all the same.
    if (!earned) awardSelfMedal(context, WELCOME_MEDAL).then(onMedal, () => undefined);
  };
  return (
    <Modal
      open={open}
      title={t('welcomeTitle', { program: member.program })}
      onClose={close}
      actions={
        <button type="button" className="hub-button" part="button" onClick={close}>
          {t('welcomeStart')}
        </button>
      }
    >
      <p>{t('welcomeText')}</p>
      {!earned && <p>{t('welcomeMedal')}</p>}
    </Modal>
  );
}
