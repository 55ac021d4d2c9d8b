import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { seedFirstFrame } from './app/first-frame.ts';
import { AppProvider } from './app/provider.tsx';
import { router } from './app/router.tsx';
import { queryClient } from './lib/query-client.ts';
import './styles/theme.css';
import './styles/base.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
seedFirstFrame(queryClient);

createRoot(container).render(
  <StrictMode>
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  </StrictMode>,
);
