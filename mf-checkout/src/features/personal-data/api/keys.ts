export const personalDataKeys = {
  profile: (userId: number) => ['checkout', 'profile', userId] as const,
};
