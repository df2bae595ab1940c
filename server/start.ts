import closeWithGrace from "close-with-grace";
import { transportFor } from "./contact/mail-transport";
import { createMailQueue } from "./contact/queue/mail-queue";
import { createQueueWorker } from "./contact/queue/queue-worker";
import { queueingTransport } from "./contact/queue/queueing-transport";
import { counterThatIsOff, openVisitorCounter } from "./statistics/visitor-counter";
import { startWeeklySummary } from "./statistics/weekly-summary";
import { createServer } from "./create-server";
import { environment } from "../core/settings/read-settings";
import { readServerSettings, ServerSettingsError } from "./settings";
import { loadBuiltSite } from "./built-site";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * `npm run serve`: the production server over the built site in public/. Every setting is
 * read here, from the environment, when the process starts (docs/operations.md, "Configuration"):
 * changing one needs a restart, not a new build. An accepted contact request is stored in
 * the queue folder first and delivered from there (docs/operations.md, "Contact queue").
 */
async function start() {
  const settings = readServerSettings(environment());
  const site = await loadBuiltSite(settings.publicDir);
  const queue = createMailQueue(settings.queue.dir);
  let log: { info(line: string): void; error(line: string): void } = console;
  const worker = createQueueWorker({
    queue,
    transport: transportFor(settings.contact.delivery, { pooled: true }),
    schedule: settings.queue.schedule,
    failedKeepMs: settings.queue.failedKeepDays * DAY_MS,
    log: { info: (line) => log.info(line), error: (line) => log.error(line) },
  });
  const logLater = { info: (line: string) => log.info(line), error: (line: string) => log.error(line) };
  // Visitor statistics (docs/operations.md): a file that cannot be used turns counting off, never the server.
  const statistics = settings.statistics.enabled
    ? openVisitorCounter({ file: settings.statistics.file, retentionMonths: settings.statistics.retentionMonths, log: logLater })
    : counterThatIsOff("STATS_ENABLED=false");
  const transport = queueingTransport(queue, worker);
  const app = await createServer({ settings, site, transport, queue, statistics, logger: true });
  log = { info: (line) => app.log.info(line), error: (line) => app.log.error(line) };
  const summary = settings.statistics.weeklyMail
    ? startWeeklySummary({
        counter: statistics,
        transport,
        addresses: { from: settings.contact.mailFrom, to: settings.contact.mailTo },
        log: logLater,
      })
    : undefined;
  if (settings.contact.preview) {
    app.log.info("Kontaktformular: Vorschau (DEPLOY_PREVIEW), Anfragen werden nicht versendet");
  } else if (settings.contact.delivery.kind === "outbox") {
    app.log.info(`Kontaktformular: kein SMTP konfiguriert, Anfragen werden in ${settings.contact.delivery.dir}/ gespeichert`);
  }

  // A promise nobody awaited must not end the process and take every page with it.
  process.on("unhandledRejection", (reason) => {
    app.log.error({ kind: reason instanceof Error ? reason.name : typeof reason }, "unhandled rejection");
  });

  // SIGTERM/SIGINT: stop taking requests, let those in flight finish and the deliveries in
  // flight end (each is either accepted by the SMTP server or stays queued), then exit;
  // after the grace period, exit anyway: every accepted request is on disk already.
  closeWithGrace(
    {
      delay: settings.shutdownGraceMs + 5000,
      skip: ["unhandledRejection"],
      logger: { error: (message: unknown) => app.log.error(String(message)) },
    },
    async ({ signal, err }) => {
      if (err) app.log.error({ kind: err.name }, "uncaught exception, stopping");
      else app.log.info(`${signal ?? "exit"}: finishing requests and deliveries in flight, then stopping`);
      await app.close();
      summary?.stop();
      statistics.stop();
      const drained = await worker.stop(settings.shutdownGraceMs);
      if (!drained) app.log.error("Zustellungen beim Beenden noch offen; sie bleiben in der Warteschlange");
    },
  );

  await worker.start();
  void summary?.sendIfDue();
  await app.listen({ host: settings.host, port: settings.port });
}

start().catch((error: NodeJS.ErrnoException) => {
  if (error instanceof ServerSettingsError) console.error(`Configuration error: ${error.message}`);
  else if (error.code === "EADDRINUSE") console.error(`Port already in use: ${error.message}. Set PORT to a free port.`);
  else console.error(error.message);
  process.exit(1);
});
