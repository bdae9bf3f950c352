import { useEffect, useRef, useState } from 'react';
import type { UserProfile } from '../../../api/users.ts';
import { useFocusAfter } from '../../../core/useFocusAfter.ts';
import { useT, useWidget } from '../../../core/WidgetContext.tsx';
import { personalDataMessages } from './i18n.ts';
import { PersonalDataForm } from './PersonalDataForm.tsx';
import { PersonalDataView } from './PersonalDataView.tsx';
import { personalDataOf } from './personalData.ts';

interface Props {
  profile: UserProfile;
  onSaved: (profile: UserProfile) => void;
}

/** The personal data section: the data as kept, an edit button, the form, what happened after a save. */
export function PersonalData({ profile, onSaved }: Props) {
  const { context } = useWidget();
  const t = useT(personalDataMessages);
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const editRef = useRef<HTMLButtonElement>(null);
  const focusAfter = useFocusAfter();
  const noticeRef = useRef<HTMLParagraphElement>(null);
  // The form is gone after a save: focus goes to what happened, after a cancel back to the button.
  useEffect(() => {
    if (saved) noticeRef.current?.focus();
  }, [saved]);
  const values = personalDataOf(profile, context.country === 'AR' ? 'AR' : 'BR');
  return (
    <section className="hub-stack hub-card" aria-labelledby="account-personal-title">
      <h3 className="hub-subtitle" id="account-personal-title">
        {t('title')}
      </h3>
      {saved && (
        <p
          ref={noticeRef}
          className="hub-alert account-notice"
          data-tone="success"
          role="status"
          tabIndex={-1}
        >
          {t('saved')}
        </p>
      )}
      {editing ? (
        <PersonalDataForm
          t={t}
          initial={values}
          onSaved={(next) => {
            setEditing(false);
            setSaved(true);
            onSaved(next);
          }}
          onCancel={() => {
            setEditing(false);
            focusAfter(() => editRef.current);
          }}
        />
      ) : (
        <>
          <PersonalDataView t={t} values={values} />
          <div className="hub-row">
            <button
              ref={editRef}
              type="button"
              className="hub-button"
              part="button"
              onClick={() => {
                setSaved(false);
                setEditing(true);
              }}
            >
              {t('edit')}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
