import { z } from './zod.js';

/**
 * Private files of a freelancer (spec 002 sections 5 and 9; decision 0030): CVs (`resumes`) and supporting
 * documents. Both take doc, docx or pdf, recognised by their bytes on the server; the name is only a hint.
 */
export const PRIVATE_FILE_KINDS = ['resume', 'document'] as const;
export type PrivateFileKind = (typeof PRIVATE_FILE_KINDS)[number];

/** Largest accepted file in bytes: a CV 8,388,608 (the spec's 8 MB), a supporting document 5,000,000. */
export const PRIVATE_FILE_MAX_BYTES: Record<PrivateFileKind, number> = { resume: 8_388_608, document: 5_000_000 };

/** The document types, as sniffed from the bytes, with the extension each is stored and downloaded under. */
export const DOCUMENT_TYPES = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
} as const;
export type DocumentExtension = keyof typeof DOCUMENT_TYPES;
export const DOCUMENT_EXTENSIONS = Object.keys(DOCUMENT_TYPES) as DocumentExtension[];
/** What a file input offers (a hint for the picker; the server decides by the bytes). */
export const DOCUMENT_ACCEPT = '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export const FILES_MSG = {
  invalidDocument: 'Please select a valid document file.',
  noFile: 'Please select a file to upload.',
  noCv: 'Please upload your CV!',
  cvRemoved: 'CV has been removed',
  cvRemoveFailed: 'Could not remove CV',
  confirmRemoveCv: 'Are you sure you want to remove this CV?',
  cvUploadFailed: 'Could not upload CV',
  documentName: 'Please enter the name of the document.',
  documentNameLong: 'The name of the document may not be longer than 255 characters.',
  documentRemoved: 'Document has been removed',
  documentRemoveFailed: 'Could not remove document',
  confirmRemoveDocument: 'Are you sure you want to remove this document?',
  documentUploadFailed: 'Could not upload document',
  notFound: 'Could not find this file',
  linkExpired: 'This download link has expired. Please open the page again.',
} as const;

export const cvUploadedMessage = (fileName: string) => `CV uploaded! - ${fileName}`;
export const documentUploadedMessage = (name: string) => `Document uploaded! - ${name}`;

/** 'Your file's size is too large (max N MB)', N in the spec's MB (8 for a CV, 5 for a document). */
export function fileTooLargeMessage(kind: PrivateFileKind): string {
  return `Your file's size is too large (max ${kind === 'resume' ? 8 : 5} MB)`;
}

/** The supporting document's name (required, as the database's check: 1 to 255 characters). */
export const documentNameRule = z
  .string({ error: FILES_MSG.documentName })
  .trim()
  .min(1, FILES_MSG.documentName)
  .max(255, FILES_MSG.documentNameLong);

/** The extension of a file name, lower-cased ('' without one). */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/**
 * The browser's check before sending (mirrors the server, which alone decides): a doc, docx or pdf name
 * and a size within the kind's limit. Null when it may be sent.
 */
export function documentFileProblem(file: { name: string; size: number }, kind: PrivateFileKind): string | null {
  if (!(DOCUMENT_EXTENSIONS as string[]).includes(extensionOf(file.name)) || file.size === 0) return FILES_MSG.invalidDocument;
  if (file.size > PRIVATE_FILE_MAX_BYTES[kind]) return fileTooLargeMessage(kind);
  return null;
}
