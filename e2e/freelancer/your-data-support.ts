import { readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import type { Download } from '@playwright/test';

/** What the "Your data" download holds (decision 0035): its entries and data.json parsed. */
export interface YourDataFile {
  entries: Record<string, Uint8Array>;
  data: {
    account: Record<string, unknown>;
    files: { cvs: { file_name: string; path: string }[] };
  } & Record<string, unknown>;
}

export async function readDownload(download: Download): Promise<YourDataFile> {
  const entries = unzipSync(new Uint8Array(readFileSync(await download.path())));
  return { entries, data: JSON.parse(strFromU8(entries['data.json']!)) as YourDataFile['data'] };
}
