import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { greetingFor, welcomeSchema } from '@sudsy/domain/greeting';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';

async function getWelcome(): Promise<boolean> {
  return parseAnswer(welcomeSchema, await apiFetch('/api/account/welcome')).firstVisit;
}

/**
 * The dashboards' greeting (docs/product.md, "Dashboards"): "Welcome, Olivia!" on the account's
 * first visit, "Welcome back, Olivia!" on every later one; null until the server has said which.
 * The answer is read once per page and kept, so marking the visit does not change the greeting
 * under the reader's eyes.
 */
export function useGreeting(name: string | null | undefined): string | null {
  const welcome = useQuery({
    queryKey: ['account', 'welcome'],
    queryFn: getWelcome,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
  const marked = useRef(false);
  useEffect(() => {
    if (welcome.data !== true || marked.current) return;
    marked.current = true;
    void apiFetch('/api/account/welcome', { method: 'POST' }).catch(() => {
      // Not marked: the next visit says "Welcome" once more, which is all that is lost.
    });
  }, [welcome.data]);
  if (welcome.isPending) return null;
  // Without an answer the account is not new to anyone: greet it as a returning one.
  return greetingFor(name, welcome.data ?? false);
}
