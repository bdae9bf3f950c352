import { type RefObject, useRef, useState } from 'react';
import { fileProblem } from './upload.ts';

/** Why a document is not in: too large, of the wrong kind, or the service failed (retry). */
export type DocumentProblem = 'too-large' | 'bad-file' | 'failed';

/** Sends one file, telling its progress from 0 to 1; rejects when the service fails. */
export type SendDocument = (file: File, onProgress: (percent: number) => void) => Promise<void>;

/** One document's upload as {@link DocumentFileField} shows it. */
export interface DocumentUploadState {
  /** The file chosen (kept for a retry while it is not in). */
  file: File | null;
  /** 0 to 1 while sending, else null. */
  progress: number | null;
  problem: DocumentProblem | null;
  /**
   * Why the last send failed (problem `failed`): a rate limit's wait or offline is said in the kit's
   * words and the retry waits the limit out (`DocumentFileField`).
   */
  failure: unknown;
  /** The file input, focused again after a retry succeeds (the retry button is gone). */
  inputRef: RefObject<HTMLInputElement | null>;
  /** A file chosen: checked for kind and size, then sent when it is fine. */
  choose: (file: File | undefined) => void;
  /** Sends the kept file again after a failure. */
  retry: () => void;
}

/**
 * The upload of one document (funding, reservation): the chosen file checked before sending
 * (`fileProblem`), sent once even when chosen twice while sending, its progress, a failure kept with the
 * file for the retry.
 */
export function useDocumentUpload(send: SendDocument): DocumentUploadState {
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<DocumentProblem | null>(null);
  const [failure, setFailure] = useState<unknown>();
  const busy = useRef(false);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const upload = async (chosen: File, retried: boolean) => {
    if (busy.current) return;
    busy.current = true;
    setFile(chosen);
    setProblem(null);
    setFailure(undefined);
    setProgress(0);
    try {
      await send(chosen, setProgress);
      setFile(null);
      if (retried) inputRef.current?.focus();
    } catch (error) {
      setProblem('failed');
      setFailure(error);
    } finally {
      busy.current = false;
      setProgress(null);
    }
  };
  return {
    file,
    progress,
    problem,
    failure,
    inputRef,
    choose: (chosen) => {
      if (!chosen) return;
      const wrong = fileProblem(chosen);
      if (!wrong) return void upload(chosen, false);
      setFile(chosen);
      setProblem(wrong);
      setFailure(undefined);
    },
    retry: () => {
      if (file) void upload(file, true);
    },
  };
}
