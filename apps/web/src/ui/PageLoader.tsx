import { Center, Loader } from '@mantine/core';

/** Shown while a page's code or first data loads. */
export function PageLoader() {
  return (
    <Center py={80} role="status" aria-busy="true" aria-label="Loading">
      <Loader />
    </Center>
  );
}
