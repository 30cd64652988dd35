// Query keys of the partner's availability calendar: a closure invalidates every range read.
export const availabilityKeys = {
  all: ['partner', 'availability'] as const,
  range: (range: { from: string; to: string }) => [...availabilityKeys.all, 'range', range] as const,
};
