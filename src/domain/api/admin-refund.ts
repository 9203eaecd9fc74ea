/**
 * What an order's Refund dialog needs (issue 30, decision 0084): the order's lines with what is left of them, the
 * payments a refund can go back to and what each has left. The dialog previews the amount with the same rules
 * (`domain/orders/refunds.ts`); the server computes it again.
 */
export interface RefundDialogData {
  orderId: number;
  total: number;
  deliveryPrice: number;
  lines: { id: number; title: string; qty: number; payable: number; refundedQty: number }[];
  sources: { id: number | 'cash'; label: string; paid: number; left: number }[];
  /** the order still holds its units: refunded ones can go back on sale */
  canRestock: boolean;
  reasonMax: number;
}
