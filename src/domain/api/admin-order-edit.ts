/**
 * What an order's Edit dialog needs (ADM-19, issue 30, decision 0088): the order's version and lines as they are,
 * and the pickup branches (a pickup order) or the address (a delivery). The dialog previews with the server (the
 * pricing engine is the judge) and saves with the same body.
 */
export interface EditDialogData {
  orderId: number;
  /** the order's `updatedAt` as the record read it: the edit's version */
  version: string;
  total: number;
  /** paid already: the new total may not exceed `total` */
  paid: boolean;
  lines: { productId: number; title: string; sku: string; size: string | null; qty: number; gift: boolean }[];
  delivery: 'pickup' | 'delivery';
  branchId: number | null;
  branches: { id: number; title: string }[];
  /** a delivery's place (kept) and street address (editable) */
  place: { city: number; district: number; place: number } | null;
  address: string | null;
}
