import { readServerSettings } from "../../../settings";
import { retryDelayMs, retryPeriodEnd } from "../queue-worker";

const DEFAULT_RETRY_SCHEDULE = readServerSettings({}).queue.schedule;

describe("the retry schedule", () => {
  it("retries first within 30 s, doubles the wait and stops growing at 15 minutes", () => {
    const waits = [1, 2, 3, 4, 5, 6, 7, 8, 50].map((failures) => retryDelayMs(DEFAULT_RETRY_SCHEDULE, failures) / 1000);
    expect(waits).toEqual([15, 30, 60, 120, 240, 480, 900, 900, 900]);
  });

  it("gives up after 5 days by default, counted from when the request was queued", () => {
    const queuedAt = new Date("2026-11-01T10:00:00Z");
    expect(new Date(retryPeriodEnd(DEFAULT_RETRY_SCHEDULE, queuedAt.getTime())).toISOString()).toBe("2026-11-06T10:00:00.000Z");
  });

  it("waits at most CONTACT_RETRY_MAX_INTERVAL_S, the first time too", () => {
    const schedule = readServerSettings({ CONTACT_RETRY_MAX_INTERVAL_S: "2" }).queue.schedule;
    expect([1, 2, 3].map((failures) => retryDelayMs(schedule, failures) / 1000)).toEqual([2, 2, 2]);
    expect(readServerSettings({ CONTACT_RETRY_MAX_INTERVAL_S: "3600" }).queue.schedule).toMatchObject({ firstRetryS: 15 });
  });

  it("follows its settings", () => {
    const schedule = { firstRetryS: 1, maxIntervalS: 3, giveUpAfterS: 60 };
    expect([1, 2, 3, 4].map((failures) => retryDelayMs(schedule, failures))).toEqual([1000, 2000, 3000, 3000]);
  });
});
