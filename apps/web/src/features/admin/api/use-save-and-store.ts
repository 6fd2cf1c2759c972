import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';

/** A save whose answer is the stored record: it replaces the cached one, so nothing is read again. */
export function useSaveAndStore<TSaved, TBody>(mutationFn: (body: TBody) => Promise<TSaved>, queryKey: QueryKey) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: (saved) => queryClient.setQueryData(queryKey, saved) });
}
