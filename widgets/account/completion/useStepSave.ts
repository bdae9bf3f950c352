import { useState } from 'react';
import type { ProfileChanges } from '../../../api/users.payloads.ts';
import { type UserProfile, updateSelf } from '../../../api/users.ts';
import { failureKind } from '../../../core/errors.ts';
import { failedWith, type SendFailure } from '../../../core/form/sendFailure.ts';
import { useWidget } from '../../../core/WidgetContext.tsx';

/**
 * Saves one completion step with `PATCH users/self`: a step with nothing new sends nothing and moves
 * on; a failure is said (the caller shows the seed message) and keeps what was typed.
 */
export function useStepSave(profile: UserProfile, onSaved: (profile: UserProfile) => void) {
  const { context, emit } = useWidget();
  const [failed, setFailed] = useState(false);
  const save = async (changes: ProfileChanges): Promise<'sent' | SendFailure> => {
    setFailed(false);
    if (Object.keys(changes).length === 0) {
      onSaved(profile);
      return 'sent';
    }
    try {
      const saved = await updateSelf(context, changes);
      emit('hub-submit-success', { form: 'account-completion', fields: Object.keys(changes) });
      onSaved(saved);
      return 'sent';
    } catch (error) {
      setFailed(true);
      emit('hub-submit-error', {
        form: 'account-completion',
        code: failureKind(error),
      });
      return failedWith(error);
    }
  };
  return { save, failed };
}
