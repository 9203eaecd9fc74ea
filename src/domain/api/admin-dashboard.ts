/** GET `/api/admin/dashboard` (permission `dashboard.read`): what needs the staff's eyes today. */
export interface AdminDashboard {
  /** Baku's calendar day, yyyy-mm-dd */
  day: string;
  today: { orders: number; revenue: number };
  /** orders placed but not handled yet (status `new`) */
  newOrders: number;
  /** orders waiting for an action, by status, with its label */
  waiting: { status: string; label: string; count: number }[];
  /** active products with 1 to `lowStockMax` units left, fewest first (at most 10) */
  lowStock: { id: number; title: string; sku: string; stock: number }[];
  lowStockMax: number;
  pendingReviews: number;
  /** the last 30 Baku days, oldest first, ending with `day`; days without orders are 0 (revenue as `today`) */
  days: { day: string; orders: number; revenue: number }[];
  /** the products that brought the most revenue in those 30 days (line totals after discounts), best first */
  topProducts: { id: number; sku: string; title: string; units: number; revenue: number }[];
}
