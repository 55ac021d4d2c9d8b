import { useQuery } from '@tanstack/react-query';
import { USER_QUERY_ROOT } from '../../auth/index.ts';

/**
 * The balance in euro as the last purchase reported it. The api has no call that reads the balance (the
 * profile does not carry it), so it is known only after a purchase in this visit; until then it is not shown.
 */
export const balanceQueryKey = [USER_QUERY_ROOT, 'balance'] as const;

export function useKnownBalance(): number | undefined {
  const { data } = useQuery<number | null>({ queryKey: balanceQueryKey, queryFn: () => null, enabled: false, staleTime: Number.POSITIVE_INFINITY });
  return data ?? undefined;
}
