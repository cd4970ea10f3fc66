/** Where a moderated item lives in an area: its list, its page, its editor and the manager's rejection form. */
export const itemPaths = (area: string, list: string) => ({
  list,
  item: (id: string) => `${area}/${id}`,
  edit: (id: string) => `${area}/${id}/update`,
  reject: (id: string) => `${area}/${id}/reject`,
});
