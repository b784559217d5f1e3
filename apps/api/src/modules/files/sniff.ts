import type { DocumentExtension } from '@mp/domain';

/**
 * The document type of these bytes, or null: never from the name or the declared type (decision 0030).
 * - PDF: starts with `%PDF-`;
 * - DOCX: a ZIP whose central directory lists `word/document.xml`;
 * - DOC: an OLE2 compound file (`D0 CF 11 E0 A1 B1 1A E1`).
 */
export function sniffDocument(bytes: Buffer): DocumentExtension | null {
  if (bytes.length >= 5 && bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  if (bytes.length >= 512 && bytes.subarray(0, 8).equals(OLE2_MAGIC)) return 'doc';
  if (bytes.length >= 30 && bytes.readUInt32LE(0) === ZIP_LOCAL_HEADER && zipEntryNames(bytes)?.includes('word/document.xml')) return 'docx';
  return null;
}

const OLE2_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP_LOCAL_HEADER = 0x04034b50;
const ZIP_CENTRAL_HEADER = 0x02014b50;
const ZIP_END = 0x06054b50;
const MAX_ENTRIES = 10_000;

/** The names in a ZIP's central directory (found from the end record), or null when it is not a readable ZIP. */
export function zipEntryNames(bytes: Buffer): string[] | null {
  // The end record is 22 bytes plus a comment of at most 65,535 bytes.
  const earliest = Math.max(0, bytes.length - 22 - 0xffff);
  let end = -1;
  for (let i = bytes.length - 22; i >= earliest; i--) {
    if (bytes.readUInt32LE(i) === ZIP_END) {
      end = i;
      break;
    }
  }
  if (end < 0) return null;
  const count = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  const names: string[] = [];
  for (let n = 0; n < Math.min(count, MAX_ENTRIES); n++) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== ZIP_CENTRAL_HEADER) return null;
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    if (at + 46 + nameLength > bytes.length) return null;
    names.push(bytes.subarray(at + 46, at + 46 + nameLength).toString('utf8'));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}
