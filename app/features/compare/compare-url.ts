/** The slots' parameters, in order: /compare?a={id}&b={id}&c={id}&d={id}. */
export const COMPARE_SLOTS = ["a", "b", "c", "d"] as const;

/** The shareable address of a comparison of these products (empty slots left out). */
export function compareHref(...ids: (string | null | undefined)[]): string {
  const params = new URLSearchParams();
  ids
    .filter((id): id is string => Boolean(id))
    .slice(0, COMPARE_SLOTS.length)
    .forEach((id, index) => {
      params.set(COMPARE_SLOTS[index]!, id);
    });
  const search = params.toString();
  return search ? `/compare?${search}` : "/compare";
}
