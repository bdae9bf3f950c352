import { useId } from 'react';
import { DocumentFileField } from '../../../domain/documents/DocumentFileField.tsx';
import { MAX_DOCUMENT_MB } from '../../../domain/documents/upload.ts';
import { type SendDocument, useDocumentUpload } from '../../../domain/documents/useDocumentUpload.ts';
import type { DocumentsT } from './i18n.ts';

interface Props {
  t: DocumentsT;
  type: string;
  /** The document's name in words. */
  label: string;
  /** Sends the file: the proposal's or the order's upload. */
  send: SendDocument;
  /** Said under the label instead of the kinds and size taken (why the last file was refused). */
  note?: string | undefined;
  /** The file was received: the list is read again. */
  onSent: () => void;
}

/**
 * One document sent (again) through domain/documents: the file checked for kind and size before
 * sending, sent alone with its progress bar, a retry when the service fails (the file is kept).
 */
export function DocumentUpload({ t, type, label, send, note, onSent }: Props) {
  const id = useId();
  const upload = useDocumentUpload(async (file, onProgress) => {
    await send(file, onProgress);
    onSent();
  });
  const size = MAX_DOCUMENT_MB;
  return (
    <DocumentFileField
      id={id}
      document={type}
      label={t('sendAgain', { name: label })}
      note={{ text: note ?? t('fileHint', { size }), className: 'hub-hint' }}
      upload={upload}
      texts={{
        uploading: (name) => t('uploading', { name }),
        problem: (problem) =>
          t(problem === 'too-large' ? 'tooLarge' : problem === 'bad-file' ? 'badFile' : 'failure', { size }),
        retry: t('retry'),
      }}
    />
  );
}
