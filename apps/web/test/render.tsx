import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { I18nProvider } from '../src/lib/i18n/index.ts';
import type { Messages } from '../src/lib/i18n/index.ts';
import { createQueryClient } from '../src/lib/query-client.ts';

/** Renders `ui` inside the app's providers and a memory router at `route`, in English unless `messages` are given. */
export function renderWithProviders(ui: ReactElement, { route = '/', messages, locale }: { route?: string; messages?: Messages; locale?: string } = {}) {
  const client = createQueryClient();
  return render(
    <QueryClientProvider client={client}>
      <I18nProvider messages={messages} locale={locale}>
        <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
      </I18nProvider>
    </QueryClientProvider>,
  );
}
