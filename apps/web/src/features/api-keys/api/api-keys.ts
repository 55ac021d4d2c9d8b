import { apiKeysResponseSchema, createApiKeyBodySchema, createdApiKeyResponseSchema, messageResponseSchema, type CreateApiKeyBody } from '@skins/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { USER_QUERY_ROOT } from '../../auth/index.ts';

const API_KEYS_ROOT = [USER_QUERY_ROOT, 'api-keys'] as const;

/** GET /api/user/api-keys: my live keys, never their secrets. */
export function useApiKeys() {
  return useQuery({
    queryKey: API_KEYS_ROOT,
    queryFn: async ({ signal }) => (await apiClient.get('/api/user/api-keys', apiKeysResponseSchema, { signal })).payload,
  });
}

/** The answer carries the whole key: the only time it is ever sent. */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateApiKeyBody) => (await apiClient.post('/api/user/api-keys', createdApiKeyResponseSchema, createApiKeyBodySchema, input)).payload,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: API_KEYS_ROOT }),
  });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => apiClient.delete(`/api/user/api-keys/${id}`, messageResponseSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: API_KEYS_ROOT }),
  });
}
