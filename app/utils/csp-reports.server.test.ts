import { describe, expect, it } from "vitest";
import { isCspReportContentType, readCspViolations } from "./csp-reports.server";

describe("readCspViolations", () => {
  it("reads a report-uri report", () => {
    const body = JSON.stringify({
      "csp-report": {
        "document-uri": "https://qaren.example/products",
        "violated-directive": "script-src-elem",
        "effective-directive": "script-src-elem",
        "blocked-uri": "inline",
        "source-file": "https://qaren.example/products",
        "line-number": 12,
        disposition: "enforce",
      },
    });
    expect(readCspViolations(body)).toEqual([
      {
        document: "https://qaren.example/products",
        directive: "script-src-elem",
        blocked: "inline",
        source: "https://qaren.example/products",
        line: 12,
        disposition: "enforce",
      },
    ]);
  });

  it("reads the CSP violations of a Reporting API batch and skips other reports", () => {
    const body = JSON.stringify([
      {
        type: "csp-violation",
        url: "https://qaren.example/",
        body: {
          documentURL: "https://qaren.example/",
          effectiveDirective: "img-src",
          blockedURL: "https://evil.example/x.png",
        },
      },
      { type: "deprecation", body: { id: "x" } },
    ]);
    expect(readCspViolations(body)).toEqual([
      {
        document: "https://qaren.example/",
        directive: "img-src",
        blocked: "https://evil.example/x.png",
        source: "",
        line: null,
        disposition: "enforce",
      },
    ]);
  });

  it("cuts long fields and ignores what is not a report", () => {
    const long = JSON.stringify({ "csp-report": { "document-uri": "x".repeat(5000) } });
    expect(readCspViolations(long)[0]!.document).toHaveLength(300);
    expect(readCspViolations("not json")).toEqual([]);
    expect(readCspViolations(JSON.stringify({ hello: "world" }))).toEqual([]);
    expect(readCspViolations(JSON.stringify([1, "two", null]))).toEqual([]);
  });
});

describe("isCspReportContentType", () => {
  it("accepts the two types browsers send, with parameters", () => {
    expect(isCspReportContentType("application/csp-report")).toBe(true);
    expect(isCspReportContentType("application/reports+json; charset=utf-8")).toBe(true);
    expect(isCspReportContentType("application/json")).toBe(false);
    expect(isCspReportContentType(undefined)).toBe(false);
  });
});
