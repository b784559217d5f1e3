import { Outlet } from 'react-router';
import { DataProvider } from '../../app/DataProvider';

/** The pages below read data (app/DataProvider.tsx). */
export default function DataLayout() {
  return (
    <DataProvider>
      <Outlet />
    </DataProvider>
  );
}
