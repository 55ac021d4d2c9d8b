import { checkoutBodySchema, checkoutResponseSchema } from '@skins/shared';
import type { CheckoutInput, CheckoutResponse } from '@skins/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { CLIENT_ERROR_CODES, isApiError } from '../../../lib/api-error.ts';
import { CART_QUERY_ROOT, USER_QUERY_ROOT } from '../../../lib/query-roots.ts';

export interface CheckoutRequest {
  body: CheckoutInput;
  /** One per Pay click: a retried request answers what the first one answered, never a second order. */
  idempotencyKey: string;
}

/** A fresh Idempotency-Key (the api takes 8 to 128 characters). */
export function newIdempotencyKey(): string {
  return typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/** Only an answer that never arrived is asked again (with the same key); the api's refusals stand. */
const noAnswer = (error: unknown) => isApiError(error) && (error.code === CLIENT_ERROR_CODES.network || error.code === CLIENT_ERROR_CODES.timeout);

/** POST /api/orders/checkout: reserves the cart and starts its payment (widget or hosted page). */
export function useCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: CheckoutRequest): Promise<CheckoutResponse> =>
      apiClient.post('/api/orders/checkout', checkoutResponseSchema, checkoutBodySchema, body, { headers: { 'Idempotency-Key': idempotencyKey } }),
    retry: (failures, error) => failures < 2 && noAnswer(error),
    onSettled: async (_answer, _error, { body }) => {
      // The cart is now held by the order (or an item was found sold); 'save my information' changed the profile.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: CART_QUERY_ROOT }),
        body.saveData ? queryClient.invalidateQueries({ queryKey: [USER_QUERY_ROOT, 'profile'] }) : undefined,
      ]);
    },
  });
}
