import { type ApiScope, request } from '../client.ts';
import { fundingCalls } from '../funding.ts';
import type { Progress } from '../upload.ts';

/** A document the funding service keeps with a proposal (`GET documents/{proposalId}`). */
export interface ProposalDocument {
  type: string;
  name: string;
  size?: number;
  status?: string;
}

/** What a document upload answers: the proposal's status and every document it now has. */
export interface DocumentsReceipt {
  status: string;
  documents: ProposalDocument[];
}

/** One document file of a proposal, of one of the types the bank asked for. */
export interface DocumentUpload {
  proposalId: string;
  type: string;
  file: File;
  /** A PSA proposal: the file goes to the PSA bank's flow (`POST v2/psa/financing/documents`, no bearer). */
  external: boolean;
}

/** The documents a proposal already has. */
export function getProposalDocuments(
  scope: ApiScope,
  proposalId: string,
  signal?: AbortSignal,
): Promise<ProposalDocument[]> {
  return request(scope, 'funding', fundingCalls.documents, { params: { proposalId }, signal });
}

/**
 * Sends one document file (multipart `documents`, `proposalId`, `type`), with its upload progress; a
 * hub proposal's with the bearer (`POST documents`), a PSA proposal's to the PSA bank's flow.
 */
export function uploadProposalDocument(
  scope: ApiScope,
  upload: DocumentUpload,
  onProgress?: (progress: Progress) => void,
): Promise<DocumentsReceipt> {
  const { proposalId, type, file, external } = upload;
  return request(scope, 'funding', external ? fundingCalls.psaDocuments : fundingCalls.uploadDocuments, {
    form: { documents: file, proposalId, type },
    ...(onProgress ? { onUploadProgress: onProgress } : {}),
  });
}
