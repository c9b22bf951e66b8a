import { paiseToRupees } from '@shared/money.ts';
import type { AdminDashboard } from '@shared/schemas/admin-dashboard.ts';
import { orderStatuses, type OrderStatus } from '@shared/schemas/checkout.ts';
import type { Db } from '../../../db/client.ts';
import {
  countNewUsers,
  countOrdersByStatus,
  countUnreadContactMessages,
  findLowStockBooks,
  findRevenueByDay,
  sumRevenue,
} from './admin-dashboard.repository.ts';
import { listRecentOrders } from '../orders/admin-orders.public.ts';

/** The staff dashboard: money in paise until the last step, then rupees. */
export async function getDashboard(db: Db): Promise<AdminDashboard> {
  const [revenue, byStatus, newUsers, byDay, lowStock, recent, unread] = await Promise.all([
    sumRevenue(db),
    countOrdersByStatus(db),
    countNewUsers(db, 6),
    findRevenueByDay(db, 30),
    findLowStockBooks(db, 20),
    listRecentOrders(db, 10),
    countUnreadContactMessages(db),
  ]);
  const ordersByStatus = Object.fromEntries(orderStatuses.map((s) => [s, 0])) as Record<
    OrderStatus,
    number
  >;
  for (const { status, n } of byStatus) ordersByStatus[status as OrderStatus] = n;
  return {
    revenue: {
      today: paiseToRupees(revenue.todayPaise),
      last7Days: paiseToRupees(revenue.last7DaysPaise),
      last30Days: paiseToRupees(revenue.last30DaysPaise),
    },
    ordersByStatus,
    averageOrderValue:
      revenue.orders30Days === 0
        ? 0
        : paiseToRupees(Math.round(revenue.last30DaysPaise / revenue.orders30Days)),
    newUsers7Days: newUsers,
    revenueByDay: byDay.map((d) => ({
      date: d.date,
      revenue: paiseToRupees(d.revenuePaise),
      orders: d.orders,
    })),
    lowStock,
    recentOrders: recent,
    unreadContactMessages: unread,
  };
}
