// robots.txt as discovery obeys it (issue 36): Disallow and Allow (the longest match wins, with *
// and $ wildcards, RFC 9309), Crawl-delay, and the Sitemap lines, for Qaren's crawler or, where
// the file names no group for it, for `*`. Parsed by robots-parser (RFC 9309 and Google's
// reading of it).

import robotsParser from "robots-parser";
import { CRAWLER_NAME } from "./site-fetcher.server";

export type RobotsRules = {
  isAllowed(address: string): boolean;
  /** Seconds between two requests, when the file asks for a pause. */
  crawlDelaySeconds: number | null;
  sitemaps: string[];
};

/** Rules from a robots.txt file served at `robotsUrl`. */
export function parseRobots(robotsUrl: string, contents: string): RobotsRules {
  const robots = robotsParser(robotsUrl, contents);
  const delay = robots.getCrawlDelay(CRAWLER_NAME);
  return {
    // An address of another site is not this file's to allow: discovery never reads it.
    isAllowed: (address) => robots.isAllowed(address, CRAWLER_NAME) === true,
    crawlDelaySeconds: typeof delay === "number" && Number.isFinite(delay) && delay > 0 ? delay : null,
    sitemaps: robots.getSitemaps(),
  };
}

/**
 * What a robots.txt answer means (RFC 9309 §2.3.1): a file is read; a 4xx status means no rules
 * (everything allowed); a 5xx status or no answer means the whole site is off limits for now.
 */
export function robotsForStatus(robotsUrl: string, status: number, contents: string): RobotsRules | null {
  if (status >= 200 && status < 300) return parseRobots(robotsUrl, contents);
  if (status >= 400 && status < 500) return parseRobots(robotsUrl, "");
  return null;
}
