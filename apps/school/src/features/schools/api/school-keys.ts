/** Query keys of the schools feature; each root is a live topic of the school service ('schools', 'students'). */
export const schoolKeys = {
  schools: () => ['schools'] as const,
  // School years change with the students topic: the screens that list students show their years.
  years: () => ['students', 'years'] as const,
  students: () => ['students', 'list'] as const,
};
