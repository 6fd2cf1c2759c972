/** wa.me takes the international number as digits only: "+52 (55) 1234-5678" → https://wa.me/525512345678. */
export function whatsappUrl(number: string): string {
  return `https://wa.me/${number.replace(/\D/g, '')}`;
}
