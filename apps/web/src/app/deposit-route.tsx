import type { TUserResponse } from '@galope/contracts';

import { DepositPage } from '@/features/cashier/deposit-page';
import { useWhatsappNumber } from '@/features/whatsapp/get-whatsapp-number';
import { whatsappUrl } from '@/features/whatsapp/whatsapp-url';

/** /deposit: the cashier, with the site's WhatsApp number for the message that quotes the request's code. */
export function DepositRoute({ user }: { user: TUserResponse }) {
  const whatsapp = useWhatsappNumber();
  const number = whatsapp.data ?? null;
  return (
    <DepositPage
      user={user}
      contactUrl={(message) => (number ? `${whatsappUrl(number)}?text=${encodeURIComponent(message)}` : null)}
    />
  );
}
