import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { PUBLIC, languageInfo, languageParams, resourceVersion, resources } from '@portal/contracts';
import { LANGUAGE_INFO, dictionaries } from '@portal/i18n';
import { defineRoute } from '../../platform/http/route.js';

/** Changes whenever any dictionary text changes, so clients know when their cached copy is stale. */
export const RESOURCE_VERSION = createHash('sha256').update(JSON.stringify(dictionaries)).digest('hex').slice(0, 16);
const tags = ['localization'];

export function registerI18nRoutes(app: FastifyInstance) {
  defineRoute(app, {
    method: 'GET', url: '/api/i18n/version', feature: PUBLIC, operationId: 'getLocaleVersion', tags,
    summary: 'Version of the localisation resources', response: resourceVersion,
    handler: async () => ({ version: RESOURCE_VERSION }),
  });
  defineRoute(app, {
    method: 'GET', url: '/api/i18n/languages', feature: PUBLIC, operationId: 'listLanguages', tags,
    summary: 'Interface languages', response: z.array(languageInfo),
    handler: async () => LANGUAGE_INFO,
  });
  defineRoute(app, {
    method: 'GET', url: '/api/i18n/resources/:lang', feature: PUBLIC, operationId: 'getLocaleResources', compress: true, tags,
    summary: 'All texts of one language (code -> text)', params: languageParams, response: resources,
    handler: async ({ params }) => ({ language: params.lang, version: RESOURCE_VERSION, resources: dictionaries[params.lang] }),
  });
}
