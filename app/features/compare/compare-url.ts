/** The shareable address of a comparison: /compare?a={id}&b={id} (either may be missing). */
export function compareHref(a: string | null | undefined, b?: string | null): string {
  const params = new URLSearchParams();
  if (a) params.set("a", a);
  if (b) params.set("b", b);
  const search = params.toString();
  return search ? `/compare?${search}` : "/compare";
}
