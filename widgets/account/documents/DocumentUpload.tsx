import { useId } from 'react';
import { uploadProposalDocument } from '../../../api/financing/documents.ts';
import { useWidget } from '../../../core/WidgetContext.tsx';
import { DocumentFileField } from '../../../domain/documents/DocumentFileField.tsx';
import { MAX_DOCUMENT_MB } from '../../../domain/documents/upload.ts';
import { useDocumentUpload } from '../../../domain/documents/useDocumentUpload.ts';
import type { DocumentsT } from './i18n.ts';

interface Props {
  t: DocumentsT;
  proposalId: string;
  type: string;
  /** The document's name in words. */
  label: string;
  /** The file was received: the proposals are read again. */
  onSent: () => void;
}

/**
 * One funding document sent (again) through domain/documents: the file checked for kind and size
 * before sending, sent alone with its progress bar, a retry when the service fails (the file is kept).
 */
export function DocumentUpload({ t, proposalId, type, label, onSent }: Props) {
  const { context } = useWidget();
  const id = useId();
  const upload = useDocumentUpload(async (file, onProgress) => {
    const external = proposalId.startsWith('PSA');
    await uploadProposalDocument(context, { proposalId, type, file, external }, (p) => onProgress(p.percent));
    onSent();
  });
  const size = MAX_DOCUMENT_MB;
  return (
    <DocumentFileField
      id={id}
      document={type}
      label={t('sendAgain', { name: label })}
      note={{ text: t('fileHint', { size }), className: 'hub-hint' }}
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
