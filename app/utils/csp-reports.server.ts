// Reports browsers send when the Content Security Policy blocked something: the older
// `application/csp-report` body of `report-uri`, and the Reporting API's `application/reports+json`
// batches of `report-to`. Each is read into the few fields worth a log line, cut to a sane length.

export const CSP_REPORT_CONTENT_TYPES = ["application/csp-report", "application/reports+json"];
/** The largest report body read; a browser's batch of a few reports is a few KB. */
export const CSP_REPORT_MAX_BYTES = 16 * 1024;
/** At most this many violations of one body are logged. */
const MAX_VIOLATIONS_PER_REPORT = 10;
const MAX_FIELD_LENGTH = 300;

export type CspViolation = {
  document: string;
  directive: string;
  blocked: string;
  source: string;
  line: number | null;
  disposition: string;
};

type Fields = Record<string, unknown>;

const text = (value: unknown) => (typeof value === "string" ? value.slice(0, MAX_FIELD_LENGTH) : "");
const lineOf = (value: unknown) => (typeof value === "number" && Number.isInteger(value) ? value : null);

function fromLegacyReport(report: Fields): CspViolation {
  return {
    document: text(report["document-uri"]),
    directive: text(report["effective-directive"] ?? report["violated-directive"]),
    blocked: text(report["blocked-uri"]),
    source: text(report["source-file"]),
    line: lineOf(report["line-number"]),
    disposition: text(report.disposition) || "enforce",
  };
}

function fromReportingApi(body: Fields): CspViolation {
  return {
    document: text(body.documentURL),
    directive: text(body.effectiveDirective),
    blocked: text(body.blockedURL),
    source: text(body.sourceFile),
    line: lineOf(body.lineNumber),
    disposition: text(body.disposition) || "enforce",
  };
}

const isObject = (value: unknown): value is Fields =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Whether a request's Content-Type is one browsers send reports with. */
export function isCspReportContentType(contentType: string | undefined): boolean {
  const type = contentType?.split(";")[0]?.trim().toLowerCase() ?? "";
  return CSP_REPORT_CONTENT_TYPES.includes(type);
}

/** The violations in a report body; nothing for a body that is not JSON or not a report. */
export function readCspViolations(body: string): CspViolation[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return [];
  }
  if (isObject(parsed) && isObject(parsed["csp-report"])) return [fromLegacyReport(parsed["csp-report"])];
  if (!Array.isArray(parsed)) return [];
  return parsed
    .filter(
      (report): report is Fields =>
        isObject(report) && report.type === "csp-violation" && isObject(report.body),
    )
    .slice(0, MAX_VIOLATIONS_PER_REPORT)
    .map((report) => fromReportingApi(report.body as Fields));
}
