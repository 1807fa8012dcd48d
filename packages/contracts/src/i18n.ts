import { z } from 'zod';
import { LANGUAGES } from './limits.js';

export const language = z.enum(LANGUAGES);
export const languageInfo = z
  .object({ code: language, name: z.string(), nativeName: z.string() })
  .meta({ id: 'LanguageInfo' });
export const resourceVersion = z.object({ version: z.string() }).meta({ id: 'ResourceVersion' });
export const resources = z
  .object({ language, version: z.string(), resources: z.record(z.string(), z.string()) })
  .meta({ id: 'LocaleResources' });
export const languageParams = z.strictObject({ lang: language });
