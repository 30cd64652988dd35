// Query keys of the team screens.
export const teamKeys = {
  all: ['team'] as const,
  members: () => [...teamKeys.all, 'members'] as const,
  member: (id: number) => [...teamKeys.all, 'member', id] as const,
  roles: () => [...teamKeys.all, 'roles'] as const,
};
