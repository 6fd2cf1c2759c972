import type { TToteTicketResponse, TUserResponse } from '@galope/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { toast } from '@/components/ui/use-toast';
import { placeToteTicket, type PlaceToteTicketVariables } from '@/features/bet-slip';
import { currentUserQueryKey } from '@/lib/api/get-current-user';
import { invalidateMoneyQueries } from '@/lib/api/invalidate-money-queries';
import { queryKeys } from '@/lib/api/query-keys';
import { formatMoney } from '@/lib/format/format-money';
import { useActionErrorToast } from '@/lib/forms/use-action-error-toast';

/**
 * Places a confirmed tote ticket: a toast with the server's answer, then the balance, the money lists
 * and the race's pools read again (the answer carries the new balance, written at once).
 */
export function usePlaceToteTicket(onPlaced: (ticket: TToteTicketResponse) => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const errorToast = useActionErrorToast();
  return useMutation({
    mutationFn: (variables: PlaceToteTicketVariables) => placeToteTicket(variables),
    onSuccess: (ticket) => {
      queryClient.setQueryData<TUserResponse | null>(currentUserQueryKey, (user) =>
        user ? { ...user, balance: ticket.balance } : user,
      );
      toast({
        title: t('tote.placedTitle'),
        description: t('tote.placedText', {
          count: ticket.combinations,
          pool: t(`tote.pools.${ticket.pool}`),
          cost: formatMoney(ticket.cost),
          balance: formatMoney(ticket.balance),
        }),
        variant: 'success',
      });
      onPlaced(ticket);
    },
    onError: (error) => errorToast(error, t('tote.failedTitle'), t('tote.failedText')),
    onSettled: (_ticket, _error, variables) => {
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
      void invalidateMoneyQueries(queryClient);
      void queryClient.invalidateQueries({ queryKey: queryKeys.racePools(Number(variables.body.raceId)) });
    },
  });
}
