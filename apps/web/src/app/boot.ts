import { configureClient } from '@/shared/api/configure-client';
import { initialLanguage } from '@/shared/i18n/languages';
import { applyLanguage } from '@/shared/i18n/locale';
import { restoreSession } from './session-store';

/**
 * Start-up (spec section 2): configure the API client, then fetch the initial data together:
 * the texts of the chosen language (version-checked cache) with its antd and dayjs locales, and a
 * silent restore of an earlier sign-in through the refresh cookie.
 */
export async function boot(): Promise<void> {
  configureClient();
  await Promise.all([applyLanguage(initialLanguage()), restoreSession()]);
}
