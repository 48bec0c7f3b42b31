// What the screens' unit tests share: the screen in the app's query cache and its language (English,
// as the app starts), an API stubbed at fetch (each request as `METHOD /path` with its body,
// recorded), and undoing both after each test.
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { vi } from 'vitest';

import { json, restoreFetchAndTimers } from '@/lib/fetch.test-support';
import { i18n } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';

export interface Answer {
  status?: number;
  body: unknown;
}

export interface SentRequest {
  call: string;
  body: unknown;
  /** The query string's parameters (a list's search). */
  query: URLSearchParams;
}

/** Answers each request with `answer(call, body)`; the list of what was sent fills as they come. */
export function stubApi(answer: (request: SentRequest) => Answer): SentRequest[] {
  const sent: SentRequest[] = [];
  const fetchMock = vi.fn((url: string, init: RequestInit) => {
    const at = new URL(url, 'http://localhost');
    const request = {
      call: `${init.method ?? 'GET'} ${at.pathname}`,
      query: at.searchParams,
      body: init.body ? (JSON.parse(String(init.body)) as unknown) : undefined,
    };
    sent.push(request);
    const { status = 200, body } = answer(request);
    const response = json(body);
    return Promise.resolve(new Response(response.body, { status, headers: response.headers }));
  });
  vi.stubGlobal('fetch', fetchMock);
  return sent;
}

export function renderWithQueries(ui: ReactNode) {
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>
    </I18nProvider>,
  );
  return userEvent.setup();
}

export function resetScreens(): void {
  cleanup();
  queryClient.clear();
  restoreFetchAndTimers();
}
