/**
 * The address of one page of a filtered list: the filters that narrow it (empty and "all" left
 * out, so the plain list has the plain address) and the page number from 2 on.
 */
export function listHref(path: string, filters: Record<string, string | undefined>, page: number) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters))
    if (value && value !== "all") params.set(key, value);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
