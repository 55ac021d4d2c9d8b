import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nProvider } from '../lib/i18n/index.ts';
import { queryClient } from '../lib/query-client.ts';

export interface AppProviderProps {
  children: ReactNode;
}

/** App-wide providers. The localizations query of later work feeds I18nProvider's `messages`. */
export function AppProvider({ children }: AppProviderProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nProvider>{children}</I18nProvider>
    </QueryClientProvider>
  );
}
