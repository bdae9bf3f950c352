import { useId, useRef, useState } from 'react';
import {
  type RentalCompanyKey,
  rentalCompanyId,
  uploadRentalFile,
  uploadRentalFiles,
} from '../../../api/rental.ts';
import { useActionFailure } from '../../../core/form/failureText.ts';
import { WaitLeft } from '../../../core/form/WaitLeft.tsx';
import { coreMessages } from '../../../core/messages.ts';
import { useT, useWidget } from '../../../core/WidgetContext.tsx';
import { DOCUMENT_TYPES, filesProblem, MAX_DOCUMENT_MB } from '../../../domain/documents/upload.ts';
import { userMessages } from './i18n.ts';

/** Props of {@link FileUpload}. */
export interface FileUploadProps {
  /** The company (its CNPJ or CUIT is the `root_path` of the upload). */
  company: RentalCompanyKey;
  /** The proposal the files are for (the `sub_path`). */
  proposalCode: string;
  /** Files went up: their names. */
  onUploaded: (names: string[]) => void;
}

/**
 * The proposal's files: one (`file/upload`) or several at once (`file/upload-bulk`), with the request
 * part `root_path` (the company) and `sub_path` (the proposal), a progress bar while they go, and the
 * size and type refusals before anything is sent. A failure says so and keeps the chosen files (a
 * rate limit's wait, holding the send until it is over, or offline in the kit's words).
 */
export function FileUpload({ company, proposalCode, onUploaded }: FileUploadProps) {
  const { context, emit } = useWidget();
  const t = useT(userMessages);
  const core = useT(coreMessages);
  const inputId = useId();
  const messageId = useId();
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  // The last send's failure (a throw may be anything); null: none.
  const [failed, setFailed] = useState<{ failure: unknown } | null>(null);
  const held = useActionFailure(failed?.failure, core('genericError'));
  const [done, setDone] = useState<number | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  // Set at once (state arrives with the next render): a double press sends once, also when the
  // first press's upload ends before the second arrives (the files chosen are gone by then).
  const inFlight = useRef(false);
  const chosen = useRef<File[]>([]);
  const justSent = useRef(false);

  const send = async () => {
    const files = chosen.current;
    if (inFlight.current || held.waitLeft > 0 || (justSent.current && files.length === 0)) return;
    setDone(null);
    if (files.length === 0) return refuse(t('chooseFiles'));
    const issue = filesProblem(files);
    if (issue) return refuse(issue.kind === 'too-large' ? t('tooLarge') : t('badFile', { name: issue.name }));
    setProblem(null);
    setFailed(null);
    setProgress(0);
    inFlight.current = true;
    const target = { root_path: rentalCompanyId(company), sub_path: proposalCode };
    const onProgress = (p: { percent: number }) => setProgress(p.percent);
    try {
      const [first] = files;
      if (files.length === 1 && first) await uploadRentalFile(context, first, target, onProgress);
      else await uploadRentalFiles(context, files, target, onProgress);
      emit('hub-submit-success', { form: 'rental-files', id: proposalCode });
      setDone(files.length);
      onUploaded(files.map((file) => file.name));
      chosen.current = [];
      justSent.current = true;
      setFiles([]);
      if (inputRef.current) inputRef.current.value = '';
    } catch (failure) {
      emit('hub-submit-error', { form: 'rental-files', code: 'service' });
      setFailed({ failure });
    } finally {
      inFlight.current = false;
      setProgress(null);
    }
  };
  const refuse = (message: string) => {
    setProblem(message);
    inputRef.current?.focus();
  };

  return (
    <form
      className="hub-stack"
      part="form"
      noValidate
      aria-busy={progress !== null || undefined}
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <div className="hub-field" data-invalid={problem ? '' : undefined}>
        <label className="hub-label" htmlFor={inputId} part="label">
          {t('files')}
        </label>
        <p className="hub-hint" id={`${messageId}-hint`}>
          {t('filesHint', { size: MAX_DOCUMENT_MB })}
        </p>
        <input
          ref={inputRef}
          id={inputId}
          className="hub-input"
          part="input"
          type="file"
          multiple
          accept={DOCUMENT_TYPES.join(',')}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${messageId}-hint ${messageId}` : `${messageId}-hint`}
          onChange={(event) => {
            chosen.current = [...(event.target.files ?? [])];
            justSent.current = false;
            setFiles(chosen.current);
            setProblem(null);
            setDone(null);
          }}
        />
        {problem && (
          <p className="hub-field-error" id={messageId} part="error">
            {problem}
          </p>
        )}
      </div>
      {progress !== null && (
        <progress
          className="rental-progress"
          max={100}
          value={Math.round(progress * 100)}
          aria-label={
            files.length === 1
              ? t('uploading', { name: files[0]?.name ?? '' })
              : t('uploadingMany', { count: files.length })
          }
        />
      )}
      {failed && (
        <p className="hub-alert" data-tone="error" role="alert" part="alert">
          {held.text}
        </p>
      )}
      <p role="status" className="hub-hint">
        {done !== null ? t('uploaded', { count: done }) : ''}
      </p>
      <div className="hub-row">
        <button
          type="submit"
          className="hub-button"
          part="button"
          aria-disabled={progress !== null || held.waitLeft > 0 || undefined}
        >
          {failed ? core('retry') : t('upload')}
          <WaitLeft left={held.waitLeft} />
        </button>
      </div>
    </form>
  );
}
