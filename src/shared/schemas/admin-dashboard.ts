import { z } from 'zod';
import { orderStatuses } from './checkout.ts';
import { adminOrderRowSchema } from './admin-orders.ts';

/**
 * GET /api/admin/dashboard. Days are India Standard Time days: "7 days" is today and the six
 * before it. Revenue (rupees) leaves out cancelled and refunded orders.
 */
export const adminDashboardSchema = z.object({
  revenue: z.object({ today: z.number(), last7Days: z.number(), last30Days: z.number() }),
  /** All orders ever, by status. */
  ordersByStatus: z.record(z.enum(orderStatuses), z.number().int()),
  /** Over the last 30 days, cancelled and refunded orders left out. */
  averageOrderValue: z.number(),
  newUsers7Days: z.number().int(),
  /** 30 entries, oldest first, today last. */
  revenueByDay: z.array(
    z.object({ date: z.string(), revenue: z.number(), orders: z.number().int() }),
  ),
  lowStock: z.object({
    count: z.number().int(),
    books: z.array(
      z.object({
        id: z.number().int(),
        title: z.string(),
        author: z.string(),
        stockQuantity: z.number().int(),
        lowStockThreshold: z.number().int(),
      }),
    ),
  }),
  recentOrders: z.array(adminOrderRowSchema),
  unreadContactMessages: z.number().int(),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;
