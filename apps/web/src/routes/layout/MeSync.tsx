import { DataProvider } from '../../app/DataProvider';
import { MeSync as Sync } from '../../app/session/useMeSync';

/** Keeps a stored session's user fresh (loaded only for members, with TanStack Query). */
export function MeSync() {
  return (
    <DataProvider>
      <Sync />
    </DataProvider>
  );
}
