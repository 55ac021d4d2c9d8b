import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from '../lib/query-client.ts';
import { AppStartup } from './app-startup.tsx';

export interface AppProviderProps {
  children: ReactNode;
}

/** App-wide providers; the startup gate also supplies the chosen language's texts. */
export function AppProvider({ children }: AppProviderProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <AppStartup>{children}</AppStartup>
    </QueryClientProvider>
  );
}
