// GTINs of some demo products (14 digits, app/utils/gtin.ts), so that store feeds match them by
// barcode, as the feed fixtures in app/features/feeds/fixtures do; the rest match by brand and
// model or wait in the unmatched-offers queue.
export const DEMO_GTINS: Readonly<Record<string, string>> = {
  "apple-iphone-16-pro-max-256gb-desert-titanium": "00195949822636",
  "apple-iphone-15-pro-max-256gb-natural-titanium": "00195949801129",
  "samsung-galaxy-s24-ultra-256gb-titanium-black": "08806095300146",
  "apple-airpods-pro-2-usb-c": "00194253500001",
  "sony-playstation-5-slim-disc-1tb": "04548548903521",
  "dyson-v15-detect-absolute": "00887274623117",
};
