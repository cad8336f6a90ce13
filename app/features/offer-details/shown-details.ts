// What an offer's row shows: each detail a reading stated for the offer (page or feed, with when),
// else what its store's policy says ("store policy"), else nothing: unknown.
import { DETAIL_KEYS, type ShownOfferDetails, type StorePolicy } from "./offer-details";
import { detailSchemas, parseStorePolicy } from "./offer-details-schema";

type StoredDetail = { value: unknown; source: "page" | "feed"; checkedAt: string };

function isStoredDetail(value: unknown): value is StoredDetail {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  return (v.source === "page" || v.source === "feed") && typeof v.checkedAt === "string" && "value" in v;
}

/** The shown details from the stored readings (offer_details.details) and the store's stored policy. */
export function shownOfferDetails(stored: unknown, storedPolicy: unknown): ShownOfferDetails {
  const shown: Record<string, unknown> = {};
  const readings = typeof stored === "object" && stored !== null ? (stored as Record<string, unknown>) : {};
  for (const key of DETAIL_KEYS) {
    const detail = readings[key];
    if (!isStoredDetail(detail)) continue;
    const parsed = detailSchemas[key].safeParse(detail.value);
    if (parsed.success)
      shown[key] = { value: parsed.data, source: detail.source, checkedAt: detail.checkedAt };
  }
  const policy: StorePolicy | null = parseStorePolicy(storedPolicy);
  if (policy) {
    const fromPolicy = (value: unknown) => ({ value, source: "storePolicy", checkedAt: null });
    if (!shown.delivery && policy.delivery?.length) shown.delivery = fromPolicy(policy.delivery);
    if (!shown.pickup && policy.pickup !== undefined) shown.pickup = fromPolicy(policy.pickup);
    if (!shown.warranty && policy.warranty) shown.warranty = fromPolicy(policy.warranty);
    if (!shown.returnsDays && policy.returnsDays !== undefined)
      shown.returnsDays = fromPolicy(policy.returnsDays);
    if (!shown.instalments && policy.instalments?.length) {
      shown.instalments = fromPolicy(policy.instalments.map((plan) => ({ ...plan, paymentHalalas: null })));
    }
  }
  return shown as ShownOfferDetails;
}
