import { queryOptions } from '@tanstack/react-query';
import type { HttpClient } from '../../../core/api/http-client';
import type { OrdersResponse } from '../../../domain/medication/order-list.schema';

/** GET /user/orders?u_id: the patient's orders with items, tracking and billing, and the pharmacy's time zone. */
export async function fetchOrders(client: HttpClient, uId: number): Promise<OrdersResponse> {
  const { body } = await client.request<OrdersResponse>('/user/orders', { query: { u_id: uId } });
  return { orders: Array.isArray(body?.orders) ? body.orders : [], timeZone: body?.timeZone ?? 'America/New_York' };
}

export const ordersQuery = (client: HttpClient, uId: number) => queryOptions({ queryKey: ['order-history', 'orders', uId], queryFn: () => fetchOrders(client, uId) });
