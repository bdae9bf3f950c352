import { useEffect, useRef, useState } from 'react';
import { adminSearchManuals, type Manual } from '../../api/manuals.ts';
import { isForbidden } from '../../core/errors.ts';
import { useFocusAfter } from '../../core/useFocusAfter.ts';
import { failureOf, useResource } from '../../core/useResource.ts';
import { useT, useWidget } from '../../core/WidgetContext.tsx';
import { roleMessages } from '../../domain/roles/index.ts';
import { AdminManualItem } from './AdminManualItem.tsx';
import { manualsMessages } from './i18n.ts';
import { ManualForm } from './ManualForm.tsx';
import { ManualResults } from './ManualResults.tsx';
import { isoToday } from './manualStanding.ts';
import { RemoveManualDialog } from './RemoveManualDialog.tsx';
import { SearchBox } from './SearchBox.tsx';

type Notice = { tone: 'success' | 'error'; text: string };

/**
 * The manual administrators' area: every manual of the brand in the market's language (expired and
 * inactive marked in words), searched by name; a new manual, an edit in place of the manual, a delete
 * after a confirmation. After each change the list is read again and what happened is said (and
 * focused); a 403 is said with domain/roles' words.
 */
export function ManualsAdmin({ model }: { model: string | undefined }) {
  const { context } = useWidget();
  const t = useT(manualsMessages);
  const roles = useT(roleMessages);
  const [text, setText] = useState('');
  const [reads, setReads] = useState(0);
  const [editing, setEditing] = useState<Manual | 'new' | null>(null);
  const [removing, setRemoving] = useState<Manual | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const createRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const focusAfter = useFocusAfter();
  const list = useResource(`${text}|${reads}`, (signal) =>
    adminSearchManuals(context, text, signal).catch((error: unknown) => {
      if (isForbidden(error)) return 'forbidden' as const;
      throw error;
    }),
  );
  const today = isoToday();
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  const done = (said: Notice) => {
    setEditing(null);
    setRemoving(null);
    setReads((n) => n + 1);
    setNotice(said);
  };
  const cancelEdit = (from: Manual | 'new') => {
    setEditing(null);
    focusAfter(() =>
      from === 'new'
        ? createRef.current
        : listRef.current?.querySelector<HTMLElement>(`[data-manual-edit="${CSS.escape(from.id)}"]`),
    );
  };
  const forbidden = list.data === 'forbidden';
  const manuals = Array.isArray(list.data) ? list.data : [];

  return (
    <div className="hub-stack" aria-busy={list.status === 'loading' || undefined}>
      <h2 className="hub-title">{t('adminTitle')}</h2>
      {notice && (
        <p
          ref={noticeRef}
          className="hub-alert"
          data-tone={notice.tone}
          role={notice.tone === 'error' ? 'alert' : 'status'}
          part="alert"
          tabIndex={-1}
        >
          {notice.text}
        </p>
      )}
      {forbidden ? (
        <p className="hub-alert" data-tone="error" role="alert" part="alert">
          {roles('forbidden')}
        </p>
      ) : (
        <>
          {editing === 'new' ? (
            <ManualForm
              t={t}
              manual={null}
              model={model}
              onSaved={(saved) => done({ tone: 'success', text: t('saved', { name: saved.name }) })}
              onCancel={() => cancelEdit('new')}
            />
          ) : (
            <div className="hub-row">
              <button
                ref={createRef}
                type="button"
                className="hub-button"
                part="button"
                onClick={() => {
                  setNotice(null);
                  setEditing('new');
                }}
              >
                {t('create')}
              </button>
            </div>
          )}
          <SearchBox t={t} label={t('adminTitle')} busy={list.status === 'loading'} onSearch={setText} />
          <ManualResults
            t={t}
            status={list.status}
            retry={list.retry}
            failure={failureOf(list)}
            text={text}
            manuals={manuals}
            listRef={listRef}
          >
            {(manual) =>
              typeof editing === 'object' && editing?.id === manual.id ? (
                <ManualForm
                  t={t}
                  manual={manual}
                  model={model}
                  onSaved={(saved) => done({ tone: 'success', text: t('saved', { name: saved.name }) })}
                  onCancel={() => cancelEdit(manual)}
                />
              ) : (
                <AdminManualItem
                  t={t}
                  manual={manual}
                  today={today}
                  onEdit={() => {
                    setNotice(null);
                    setEditing(manual);
                  }}
                  onRemove={() => setRemoving(manual)}
                />
              )
            }
          </ManualResults>
        </>
      )}
      {removing && (
        <RemoveManualDialog
          t={t}
          manual={removing}
          onRemoved={() => done({ tone: 'success', text: t('removed', { name: removing.name }) })}
          onForbidden={() => done({ tone: 'error', text: roles('forbidden') })}
          onClose={() => setRemoving(null)}
        />
      )}
    </div>
  );
}
