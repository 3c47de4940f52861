import { displayPurchaseStatus, isMatchPast, purchaseMatchDate, type PurchaseDto, type PurchaseStatus } from '@club/core';
import { useNow } from '../../../lib/use-now';

export type ShownStatus = PurchaseStatus | 'used';

/**
 * What the fan sees now: a pending purchase turns expired the second its window passes (spec
 * section 4, before the server's sweep says so), and completed tickets show as used once every one
 * of them was admitted at the gate, or 3 hours after kick-off (a season pass's: its last match's).
 */
export function useShownStatus(purchase: PurchaseDto | undefined): ShownStatus | undefined {
  const now = useNow(1000);
  if (!purchase) return undefined;
  const shown = displayPurchaseStatus(purchase, now);
  if (shown !== 'completed') return shown;
  return isMatchPast(purchaseMatchDate(purchase), now) || allAdmitted(purchase) ? 'used' : shown;
}

/** Every ticket of the purchase has been through the gate. */
export const allAdmitted = (purchase: PurchaseDto) => !!purchase.ticketUse?.issued && purchase.ticketUse.used === purchase.ticketUse.issued;
