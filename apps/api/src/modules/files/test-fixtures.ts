import { DOCUMENT_TYPES } from '@mp/domain';
import type { TestApp } from '../../../test/harness.js';

/** Tiny real documents, built in code: a PDF, a DOCX (a ZIP with word/document.xml) and a DOC (OLE2). */

export const pdf = (padTo = 0) => {
  const body = Buffer.from(
    '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\n' +
      'trailer <</Root 1 0 R>>\n%%EOF\n',
    'latin1',
  );
  return padTo > body.length ? Buffer.concat([body, Buffer.alloc(padTo - body.length, 0x20)]) : body;
};

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** A ZIP of stored (uncompressed) entries. */
export function zip(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const nameBytes = Buffer.from(name);
    const data = Buffer.from(text);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    locals.push(local, nameBytes, data);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

export const docx = () =>
  zip({
    '[Content_Types].xml': `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="${DOCUMENT_TYPES.docx}.main+xml"/></Types>`,
    'word/document.xml': '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>CV</w:t></w:r></w:p></w:body></w:document>',
  });

/** An OLE2 compound file header (as Word 97-2003 writes), padded to one sector. */
export const doc = () => Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(1016, 0)]);

/** A Windows executable's start ("MZ" and the DOS stub). */
export const exe = () => Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.from('This program cannot be run in DOS mode.'), Buffer.alloc(400, 0)]);
export const html = () => Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script>%PDF-1.4</body></html>');

/** Sends a multipart form to one of the upload routes. */
export async function uploadFile(
  t: TestApp,
  kind: 'resumes' | 'documents',
  opts: { token?: string; bytes?: Buffer; fileName?: string; type?: string; name?: string },
) {
  const fd = new FormData();
  if (opts.name !== undefined) fd.append('name', opts.name);
  if (opts.bytes) fd.append('file', new Blob([new Uint8Array(opts.bytes)], { type: opts.type ?? 'application/pdf' }), opts.fileName ?? 'cv.pdf');
  const body = new Response(fd);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/files/${kind}`,
    headers: {
      'content-type': body.headers.get('content-type')!,
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
    },
    payload: Buffer.from(await body.arrayBuffer()),
  });
  return { status: res.statusCode, body: res.json() };
}
