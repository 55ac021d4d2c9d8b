import { useQuery } from '@tanstack/react-query';
import { USER_QUERY_ROOT } from '../../auth/index.ts';

/** The balance in euro as the last purchase in this visit reported it (fresher than the loaded profile). */
export const balanceQueryKey = [USER_QUERY_ROOT, 'balance'] as const;

export function useKnownBalance(): number | undefined {
  const { data } = useQuery<number | null>({ queryKey: balanceQueryKey, queryFn: () => null, enabled: false, staleTime: Number.POSITIVE_INFINITY });
  return data ?? undefined;
}
