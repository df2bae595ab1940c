/**
 * Values the end-to-end build is given for the contact function's mail settings, which are `server`
 * or `secret` (core/settings/setting-table.ts): no file the build writes may hold one
 * (e2e/every-page/no-settings-in-the-build.spec.ts; the bundled server: server/__tests__/run-from-bundle.test.ts).
 * The server that serves the build gets its own values when it starts (e2e/support/server.ts).
 */
export const settingMarkers = {
  SMTP_URL: "smtp://e2e-user:marker-one-smtp-url@mail.test:587",
  SMTP_PASS: "marker-two-smtp-pass",
  MAIL_TO: "marker-three-mail-to@mail.test",
  MAIL_FROM: "marker-four-mail-from@mail.test",
};

/** What to look for in a file: the part of each value that nothing else holds. */
export const markerTexts = ["marker-one-smtp-url", "marker-two-smtp-pass", "marker-three-mail-to", "marker-four-mail-from"];

/** The markers as a shell command's variable assignments, e.g. `SMTP_URL='…' SMTP_PASS='…'`. */
export const markerAssignments = () =>
  Object.entries(settingMarkers)
    .map(([name, value]) => `${name}='${value}'`)
    .join(" ");
