// Gives each request its locale (Accept-Language, en default) and a translator for user-facing messages.
import fp from 'fastify-plugin';
import { localeFromHeader, translator } from '../i18n';

export default fp(
  async (app) => {
    app.decorateRequest('locale', 'en');
    app.decorateRequest('t', null as never);
    app.addHook('onRequest', async (request) => {
      request.locale = localeFromHeader(request.headers['accept-language']);
      request.t = translator(request.locale);
    });
  },
  { name: 'i18n' },
);
