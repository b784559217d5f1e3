import { Box, Flex } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoader } from '../../ui/PageLoader';
import { AdminNav, AdminSectionPicker } from './AdminNav';
import { ConsoleFactorGate } from '../second-factor';

/** /admin/*: the console's navigation beside (on phones, above) the section's page, once a second factor is proved. */
export function AdminLayout() {
  return (
    <ConsoleFactorGate>
      <Flex gap="xl" align="flex-start">
        <Box visibleFrom="md" w={210} style={{ flexShrink: 0, position: 'sticky', top: 80 }}>
          <AdminNav />
        </Box>
        <Box style={{ flex: 1, minWidth: 0 }}>
          <Box hiddenFrom="md">
            <AdminSectionPicker />
          </Box>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </Box>
      </Flex>
    </ConsoleFactorGate>
  );
}
