import closeWithGrace from "close-with-grace";
import { deliveryNotice } from "./contact/contact-config";
import { transportFor, type Logger } from "./contact/mail";
import { createMailQueue } from "./contact/queue/mail-queue";
import { createQueueWorker } from "./contact/queue/queue-worker";
import { openVisitorCounter } from "./statistics/visitor-counter";
import { startWeeklySummary } from "./statistics/weekly-summary";
import { createServer } from "./create-server";
import { environment, SettingError } from "../core/settings/read-settings";
import { readServerSettings } from "./settings";
import { loadBuiltSite } from "./built-site";
import { fixedValues } from "../core/settings/fixed-values";

/** `npm run serve`: the production server; settings are read from the environment at start (docs/operations.md). */
async function start() {
  const settings = readServerSettings(environment());
  const site = await loadBuiltSite(settings.publicDir);
  // The console until the server's own logger exists.
  let log: Logger = console;
  const logLater: Logger = { info: (line) => log.info(line), error: (line) => log.error(line) };
  const queue = createMailQueue(settings.queue.file);
  const worker = createQueueWorker({
    ...settings.queue,
    queue,
    transport: transportFor(settings.contact.delivery, { pooled: true }),
    log: logLater,
  });
  const statistics = settings.statistics.enabled ? openVisitorCounter({ ...settings.statistics, log: logLater }) : undefined;
  const app = await createServer({ settings, site, transport: worker.transport, queue, statistics, logger: true });
  log = app.log;
  const summary =
    statistics && settings.statistics.weeklyMail
      ? startWeeklySummary({
          counter: statistics,
          transport: worker.transport,
          addresses: { from: settings.contact.mailFrom, to: settings.contact.mailTo },
          log: logLater,
        })
      : undefined;
  const notice = deliveryNotice(settings.contact);
  if (notice) app.log.info(notice);

  // A promise nobody awaited must not end the process and take every page with it.
  process.on("unhandledRejection", (reason) => {
    app.log.error({ kind: reason instanceof Error ? reason.name : typeof reason }, "unhandled rejection");
  });

  // SIGTERM/SIGINT: finish the requests and deliveries in flight, then exit; after the grace period
  // exit anyway: every accepted request is on disk already.
  closeWithGrace(
    {
      delay: fixedValues.shutdownGraceS * 1000 + 5000,
      skip: ["unhandledRejection"],
      logger: { error: (message: unknown) => app.log.error(String(message)) },
    },
    async ({ signal, err }) => {
      if (err) app.log.error({ kind: err.name }, "uncaught exception, stopping");
      else app.log.info(`${signal ?? "exit"}: finishing requests and deliveries in flight, then stopping`);
      await app.close();
      summary?.stop();
      statistics?.stop();
      const drained = await worker.stop(fixedValues.shutdownGraceS * 1000);
      if (!drained) app.log.error("Zustellungen beim Beenden noch offen; sie bleiben in der Warteschlange");
    },
  );

  await worker.start();
  void summary?.sendIfDue();
  await app.listen({ host: settings.host, port: settings.port });
}

start().catch((error: NodeJS.ErrnoException) => {
  if (error instanceof SettingError) console.error(`Configuration error: ${error.message}`);
  else if (error.code === "EADDRINUSE") console.error(`Port already in use: ${error.message}. Set PORT to a free port.`);
  else console.error(error.message);
  process.exit(1);
});
