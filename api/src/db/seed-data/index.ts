import { categories } from './categories';
import { chatbotConfigs } from './chatbot';
import { companies } from './companies';
import { countries } from './countries';
import { demoAccounts } from './demo-accounts';
import { bolCategories, bolEvents, bolVenues } from './events';
import { pointsOfInterest } from './points-of-interest';
import { promoCodes } from './promo-codes';
import { restaurants } from './restaurants';
import { reviews } from './reviews';
import { experienceServices } from './services-experiences';
import { giftCardServices } from './services-gift-cards';
import { transferServices } from './services-transfers';
import { wellnessServices } from './services-wellness';
import { teamRoles } from './team-roles';
import { transferLocations } from './transfer-locations';
import type { SeedCatalogue } from './types';
import { vehicles } from './vehicles';

export type * from './types';

/** The whole demo catalogue, in the order the loader can insert it (referenced rows before referencing ones). */
export const catalogue: SeedCatalogue = {
  countries,
  categories,
  companies,
  services: [...experienceServices, ...wellnessServices, ...transferServices, ...giftCardServices],
  vehicles,
  transferLocations,
  pointsOfInterest,
  reviews,
  bolCategories,
  bolVenues,
  bolEvents,
  restaurants,
  promoCodes,
  teamRoles,
  chatbotConfigs,
  demoAccounts,
};
