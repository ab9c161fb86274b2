import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ordersQuerySchema, ordersResponseSchema } from '../../../src/domain/medication/order-list.schema';
import { audited, callerOf } from '../../platform/auth/patient-access';
import type { PatientDataRouteOptions } from '../../platform/http/route-options';
import { patientRoute } from '../../platform/http/route-declarations';
import { pharmacyTimeZoneOf } from '../company';
import { ordersOf, publicOrder } from './refill.queries';

const tags = ['medications'];

/**
 * GET /user/orders, the order history (<rx-order-history>, spec 02 §7), beside the orders, order
 * items and billing tables it reads (refill.tables.ts). Listed under the medications tag, as before.
 */
export const orderHistoryRoutes: FastifyPluginAsyncZod<PatientDataRouteOptions> = async (app, { db }) => {
  app.get(
    '/user/orders',
    patientRoute({ uIdIn: 'query', audit: { action: 'read', entity: 'order' } }, {
      summary: "The caller's orders, with their items, tracking and billing",
      description:
        'Newest expected delivery first (orders without a date last). rxNumber keeps the orders holding that ' +
        "prescription. timeZone is the pharmacy's: delivery and ship dates are its calendar dates.",
      tags,
      querystring: ordersQuerySchema,
      response: { 200: ordersResponseSchema },
    }),
    async (request) => {
      const { uId, brandId } = callerOf(request);
      const { rxNumber } = request.query;
      return audited(db, request, async (tx) => {
        const all = await ordersOf(tx, uId);
        const kept = rxNumber === undefined ? all : all.filter((order) => order.items.some((item) => item.rxNumber === rxNumber));
        return { orders: kept.map(publicOrder), timeZone: await pharmacyTimeZoneOf(tx, brandId) };
      });
    },
  );
};
