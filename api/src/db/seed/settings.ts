// Platform settings: promo codes, partner team roles, chatbot configurations.
import type { Tx } from '../client';
import * as t from '../schema';
import type { SeedCatalogue } from '../seed-data/types';
import { addDays } from './util';

export async function seedPromoCodes(tx: Tx, catalogue: SeedCatalogue, anchor: Date): Promise<void> {
  for (const p of catalogue.promoCodes) {
    const values = {
      code: p.code,
      kind: p.kind,
      value: p.value,
      validFrom: addDays(anchor, p.valid_from_days),
      validTo: addDays(anchor, p.valid_to_days),
      maxUses: p.max_uses,
      status: p.status,
    };
    await tx.insert(t.promoCodes).values(values).onConflictDoUpdate({ target: t.promoCodes.code, set: values });
  }
}

export async function seedTeamRoles(tx: Tx, catalogue: SeedCatalogue): Promise<void> {
  for (const r of catalogue.teamRoles) {
    const values = { roleName: r.role_name, descriptionEn: r.description.en, descriptionPt: r.description.pt };
    await tx.insert(t.teamRoles).values(values).onConflictDoUpdate({ target: t.teamRoles.roleName, set: values });
  }
}

export async function seedChatbotConfigs(tx: Tx, catalogue: SeedCatalogue): Promise<void> {
  for (const c of catalogue.chatbotConfigs) {
    const values = { language: c.language, greeting: c.greeting, fallback: c.fallback, faq: c.faq };
    await tx
      .insert(t.chatbotConfigs)
      .values(values)
      .onConflictDoUpdate({ target: t.chatbotConfigs.language, set: values });
  }
}
