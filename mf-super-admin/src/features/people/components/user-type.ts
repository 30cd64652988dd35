import type { UserType } from '@mp/shared/contracts';

/** Every user type the API knows (`users.user_type`), in the order the filter offers them. */
export const USER_TYPES: readonly UserType[] = ['CLIENT', 'SUPPLIER', 'AFFILIATE', 'SUPER'];

/** The translation key of a user type's name ("Customer", "Partner", "Affiliate", "Back-office staff"). */
export const userTypeKey = (type: UserType) => `people.userTypes.${type}` as const;
