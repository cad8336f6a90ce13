import type { TFunction } from "i18next";
import type { SlotSearchResult } from "../search-client";

export type SearchState =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "done"; results: SlotSearchResult[] }
  | { status: "error" };

/** What the slot's status line says about its search: searching, failed, nothing found or how many. */
export function statusTextOf(state: SearchState, t: TFunction): string {
  return state.status === "loading"
    ? t("compare.searching")
    : state.status === "error"
      ? t("compare.searchError")
      : state.status === "done"
        ? state.results.length === 0
          ? t("compare.noResults")
          : t("compare.resultCount", { count: state.results.length })
        : "";
}
