import type { TAdminUserResponse } from '@galope/contracts';
import { HeartHandshake, Trash2, UserCog, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { Tooltip } from '@/components/ui/tooltip';

import type { UserActions } from './user-actions';

export type UserActionKind = 'balance' | 'status' | 'delete' | 'protection';

/** In the order the buttons stand. */
const ACTION_KINDS: UserActionKind[] = ['balance', 'status', 'protection', 'delete'];
const ACTION_ICONS: Record<UserActionKind, ReactNode> = {
  balance: <Wallet aria-hidden />,
  status: <UserCog aria-hidden />,
  protection: <HeartHandshake aria-hidden />,
  delete: <Trash2 aria-hidden />,
};

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
  const items = ACTION_KINDS.filter((kind) => actions[kind]).map((kind) => ({
    kind,
    icon: ACTION_ICONS[kind],
    label: t(`admin.users.actions.${kind}`),
    // "Eliminar" is short enough as it is.
    short: t(kind === 'delete' ? 'admin.users.actions.delete' : `admin.users.actions.${kind}Short`),
  }));

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
