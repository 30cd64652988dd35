// The back office's routes, one plugin per area. The gate in ./access.ts guards all of them.
import type { FastifyPluginAsync } from 'fastify';
import auditRoutes from '../audit/routes';
import promoCodeRoutes from '../promo-codes/routes';
import peopleRoutes from './people/routes';
import customerRoutes from './customer/routes';
import salesRoutes from './sales/routes';
import serviceRoutes from './services/routes';
import teamRoutes from './team/routes';
import mySettingsRoutes from './my-settings/routes';
import savedViewRoutes from './saved-views/routes';
import backOfficeReviewRoutes from '../reviews/back-office-routes';

const superRoutes: FastifyPluginAsync = async (app) => {
  await app.register(teamRoutes);
  await app.register(mySettingsRoutes);
  await app.register(auditRoutes);
  await app.register(promoCodeRoutes);
  await app.register(salesRoutes);
  await app.register(peopleRoutes);
  await app.register(customerRoutes);
  await app.register(serviceRoutes);
  await app.register(backOfficeReviewRoutes);
  await app.register(savedViewRoutes);
};

export default superRoutes;
