// Mantine's base styles; each component's CSS comes with the chunk that uses it (vite.config.ts).
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import './ui/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/AppProviders';
import { startErrorReporting } from './lib/error-reporting';
import { setNavigator } from './lib/navigation';
import { router } from './routes/router';

setNavigator((to) => void router.navigate(to));
void startErrorReporting();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders router={router}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
