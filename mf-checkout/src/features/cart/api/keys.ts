export const cartKeys = {
  userPoints: (userId: number) => ['checkout', 'user-points', userId] as const,
};
