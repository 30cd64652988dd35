// The service price and age rule (@mp/shared/domain) is answered by the API as `forms.<key>` and shown by the partner
// dashboard before sending as `serviceRules.<key>`: both must say the same thing, in en and pt.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SERVICE_RULE_KEYS } from '@mp/shared/domain';
import { formMessages } from './messages';

describe('the service rule’s messages', () => {
  it.each(['en', 'pt'] as const)('are the same words in the API and on the partner dashboard (%s)', (locale) => {
    const dashboard = JSON.parse(
      readFileSync(join(process.cwd(), `../mf-partner-dashboard/src/locales/${locale}.json`), 'utf8'),
    ) as { serviceRules: Record<string, string> };
    const api = formMessages[locale] as Record<string, string>;
    for (const key of SERVICE_RULE_KEYS) {
      expect(api[key]).toEqual(expect.any(String));
      expect([key, dashboard.serviceRules[key]]).toEqual([key, api[key]]);
    }
    expect(Object.keys(dashboard.serviceRules).sort()).toEqual([...SERVICE_RULE_KEYS].sort());
  });
});
