import type { TAdminUserResponse } from '@galope/contracts';
import { HeartHandshake, Trash2, UserCog, Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { Tooltip } from '@/components/ui/tooltip';

import type { UserActions } from './user-actions';

export type UserActionKind = 'balance' | 'status' | 'delete' | 'protection';

/**
 * The row's actions: icon buttons with tooltips in the desktop table, labelled buttons on a phone's
 * card. Only the actions the server would accept are shown.
 */
export function UserRowActions({
  user,
  actions,
  onAction,
  labelled,
}: {
  user: TAdminUserResponse;
  actions: UserActions;
  onAction: (kind: UserActionKind, user: TAdminUserResponse) => void;
  labelled?: boolean;
}) {
  const { t } = useTranslation();
  if (!actions.balance && !actions.status && !actions.delete && !actions.protection) {
    return <span className="text-xs text-muted-foreground">{t('admin.users.noActions')}</span>;
  }
  const items = [
    {
      kind: 'balance' as const,
      shown: actions.balance,
      icon: <Wallet aria-hidden />,
      label: t('admin.users.actions.balance'),
      short: t('admin.users.actions.balanceShort'),
    },
    {
      kind: 'status' as const,
      shown: actions.status,
      icon: <UserCog aria-hidden />,
      label: t('admin.users.actions.status'),
      short: t('admin.users.actions.statusShort'),
    },
    {
      kind: 'protection' as const,
      shown: actions.protection,
      icon: <HeartHandshake aria-hidden />,
      label: t('admin.users.actions.protection'),
      short: t('admin.users.actions.protectionShort'),
    },
    {
      kind: 'delete' as const,
      shown: actions.delete,
      icon: <Trash2 aria-hidden />,
      label: t('admin.users.actions.delete'),
      short: t('admin.users.actions.delete'),
    },
  ].filter((item) => item.shown);

  return (
    <div className={labelled ? 'grid grid-cols-2 gap-2' : 'flex justify-end gap-1'}>
      {items.map((item) => {
        const button = (
          <Button
            key={item.kind}
            variant={labelled ? 'outline' : 'ghost'}
            size={labelled ? 'sm' : 'icon'}
            className={
              item.kind === 'delete'
                ? 'text-destructive hover:bg-destructive/10 hover:text-destructive'
                : labelled
                  ? undefined
                  : 'text-muted-foreground hover:text-foreground'
            }
            aria-label={`${item.label}: ${user.username}`}
            onClick={() => onAction(item.kind, user)}
          >
            {item.icon}
            {labelled ? item.short : null}
          </Button>
        );
        return labelled ? (
          button
        ) : (
          <Tooltip key={item.kind} content={item.label} side="top">
            {button}
          </Tooltip>
        );
      })}
    </div>
  );
}
