import type { UseMutationResult } from '@tanstack/react-query';

import { toast } from '@/components/ui/use-toast';

import { useActionErrorToast } from './use-action-error-toast';

/**
 * A ConfirmDialog's state and action for the item it asks about (`target`, null while closed): confirming
 * runs the mutation, then a success toast and the dialog closed. On failure, the action's error toast;
 * the dialog closes too when `closeOnError`, where the failure can mean the item changed under it
 * (someone else settled or scratched it first). Spread the result into the ConfirmDialog.
 */
export function useConfirmedAction<TTarget, TVariables, TResult, TError>({
  target,
  mutation,
  variables,
  success,
  failure,
  onClose,
  closeOnError = false,
}: {
  target: TTarget | null;
  mutation: Pick<UseMutationResult<TResult, TError, TVariables>, 'mutate' | 'isPending'>;
  variables: (target: TTarget) => TVariables;
  success: (result: TResult, target: TTarget) => { title: string; description?: string };
  failure: { title: string; text: string };
  onClose: () => void;
  closeOnError?: boolean;
}): { open: boolean; onClose: () => void; pending: boolean; onConfirm: () => void } {
  const showActionError = useActionErrorToast();
  const onConfirm = () => {
    if (target === null) return;
    mutation.mutate(variables(target), {
      onSuccess: (result) => {
        toast({ ...success(result, target), variant: 'success' });
        onClose();
      },
      onError: (error) => {
        showActionError(error, failure.title, failure.text);
        if (closeOnError) onClose();
      },
    });
  };
  return { open: target !== null, onClose, pending: mutation.isPending, onConfirm };
}
