/** The header menu of the seeds: staff, solutions, news, about. */
export const mainMenu = [
  { label: 'Staff', to: '/staff' },
  { label: 'Solutions', to: '/solutions' },
  { label: 'News', to: '/blog' },
  { label: 'About', to: '/about' },
] as const;
