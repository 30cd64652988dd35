// Users for the store and api tests (a real shape, checked by the TypeScript contract types).
import type { AuthUser, User } from '../contracts';

const profile: User['profile'] = {
  vatnumber: null,
  birthdate: null,
  iban: null,
  bicswift: null,
  country: 'pt',
  city: 'Lisboa',
  address: null,
  zipcode: null,
  description: null,
  avatar_url: null,
  cover_url: null,
};

export function makeUser(id: number, user_type: User['user_type']): User {
  return {
    id,
    user_type,
    email: `user${id}@example.pt`,
    first_name: `First${id}`,
    last_name: 'Silva',
    phone: null,
    email_verified: true,
    profile,
    company: null,
  };
}

export function makeAuthUser(id: number, user_type: User['user_type']): AuthUser {
  return { ...makeUser(id, user_type), api_token: `token-${id}` };
}
