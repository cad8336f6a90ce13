import { data } from "react-router";

/** What a loader or action looked up by the URL, or a 404 response thrown when there is none. */
export function foundOr404<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw data({ message: "not found" }, { status: 404 });
  return value;
}
