import { useEffect, useRef, useState } from 'react';
import type { SendDocument } from '../../../domain/documents/useDocumentUpload.ts';
import { DocumentUpload } from './DocumentUpload.tsx';
import { type AsksDocuments, documentsOf, lastSent, takesDocuments } from './documentStatus.ts';
import type { DocumentsT } from './i18n.ts';

interface Props {
  t: DocumentsT;
  /** The proposal or the order that asks for the documents. */
  asker: AsksDocuments;
  title: string;
  listLabel: string;
  /** A document type in words. */
  label: (type: string) => string;
  /** Sends a file of a type. */
  send: (type: string) => SendDocument;
  /** Why a refused document must be sent again, naming its file (orders say it; proposals do not). */
  refusedNote?: (fileName: string) => string;
  /** A document was received: the list is read again. */
  onSent: () => void;
}

/**
 * The documents one proposal or order asks for: each with its standing in words and, while they are
 * taken, the upload of each one refused or not sent. Once a file is received and the list read again,
 * the focus goes to the list (the received document's field is gone).
 */
export function AskedDocuments({ t, asker, title, listLabel, label, send, refusedNote, onSent }: Props) {
  const asked = documentsOf(asker);
  const list = useRef<HTMLUListElement>(null);
  const [received, setReceived] = useState<AsksDocuments | null>(null);
  useEffect(() => {
    if (received && received !== asker) {
      setReceived(null);
      list.current?.focus();
    }
  }, [received, asker]);
  return (
    <div className="hub-stack">
      <h4 className="hub-subtitle">{title}</h4>
      {/* biome-ignore lint/a11y/noRedundantRoles: Safari drops list semantics with list-style: none (themes/README.md) */}
      <ul className="hub-list" role="list" aria-label={listLabel} ref={list} tabIndex={-1}>
        {asked.map(({ type, standing }) => (
          <li key={type} data-standing={standing}>
            {label(type)}: {t(`status.${standing}`)}
          </li>
        ))}
      </ul>
      {takesDocuments(asker) &&
        asked
          .filter((d) => d.standing !== 'RECEIVED')
          .map(({ type, standing }) => {
            const refused = standing === 'REFUSED' ? lastSent(asker, type)?.name : undefined;
            return (
              <DocumentUpload
                key={type}
                t={t}
                type={type}
                label={label(type)}
                send={send(type)}
                note={refused && refusedNote ? refusedNote(refused) : undefined}
                onSent={() => {
                  setReceived(asker);
                  onSent();
                }}
              />
            );
          })}
    </div>
  );
}
