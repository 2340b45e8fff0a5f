import { buildApp } from './app.ts';
import { sealStoredTotpSecrets } from './modules/accounts/seal-stored-totp-secrets.ts';
import { unusedBlobsSweepJob } from './modules/files/sweep-unused-blobs.ts';
import { startKeepingAnalysisSums } from './modules/item-analysis/keep-analysis-sums.ts';
import { automaticRemindersJob } from './modules/reminders/automatic-reminders.ts';
import { seedDemoContentOnStart } from './modules/seed/seed-demo-from-config.ts';
import { seedFoundation } from './modules/seed/seed-foundation.ts';
import { backfillQuestionScores } from './modules/sessions/backfill-question-scores.ts';
import { STUDY_RESULT_POST_JOB, studyResultPostHandler } from './modules/studies/study-result-post.job.ts';
import { WEBHOOK_DELIVERY_JOB, webhookDeliveryHandler } from './modules/webhooks/webhook-delivery.job.ts';
import { webhookFanOutHandler } from './modules/webhooks/webhook-fan-out.job.ts';
import { webhookOutboundPolicy } from './modules/webhooks/webhook-outbound-policy.ts';
import { ConfigError, loadConfig } from './platform/config/config.ts';
import { createSecretBox } from './platform/crypto/secret-box.ts';
import { openDatabase } from './platform/db/database.ts';
import { migrateDatabase } from './platform/db/migrate.ts';
import { createEmailTransport } from './platform/email/email-transport.ts';
import { SEND_EMAIL_JOB, sendEmailHandler } from './platform/email/send-email.job.ts';
import { PRODUCT_EVENT_KIND } from './platform/events/record-event.ts';
import { createFileStorage } from './platform/files/create-file-storage.ts';
import { createMetrics } from './platform/metrics/metrics.ts';
import { startOutboxWorker } from './platform/outbox/outbox-worker.ts';
import { exponentialRetryPolicy } from './platform/outbox/retry-policy.ts';
import { endedCountersJob } from './platform/rate-limits/ended-counters.job.ts';
import { startDailyJobs } from './platform/scheduler/daily-job.ts';

/** The daily sweep of unused files runs in the quiet of the night (UTC), apart from the reminders. */
const UNUSED_BLOBS_SWEEP_HOUR_UTC = 2;

async function main() {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.dataDir,
    poolSize: config.DATABASE_POOL_SIZE,
  });
  await database.withStartupLock(async () => {
    await migrateDatabase(database);
    // Authenticator secrets stored before they were sealed; the key is configuration, so no SQL migration can.
    await sealStoredTotpSecrets(database.db, createSecretBox(config.secretsKey));
    await seedFoundation(database.db, {
      adminEmail: config.ADMIN_EMAIL,
      adminPassword: config.ADMIN_PASSWORD,
      announceGeneratedPassword: (email, password) => {
        console.log(
          `\n  Roadmark created the administrator ${email} with the password:\n\n    ${password}\n\n` +
            '  It is shown only this once. Sign in and keep it somewhere safe.\n',
        );
      },
    });
    if (config.SEED_DEMO_CONTENT) await seedDemoContentOnStart(database.db, config);
  });

  const metrics = createMetrics({ db: database.db, poolStats: database.poolStats });
  const app = await buildApp({ config, database, metrics });
  const transport = createEmailTransport(database.db, { smtpUrl: config.SMTP_URL, from: config.MAIL_FROM });
  const worker = config.RUN_WORKER
    ? startOutboxWorker(database.db, {
        handlers: {
          [SEND_EMAIL_JOB]: sendEmailHandler(transport),
          [STUDY_RESULT_POST_JOB]: studyResultPostHandler(config.outbound),
          [PRODUCT_EVENT_KIND]: webhookFanOutHandler(database.db),
          [WEBHOOK_DELIVERY_JOB]: webhookDeliveryHandler(database.db, {
            secretBox: createSecretBox(config.secretsKey),
            policy: webhookOutboundPolicy(config),
            onAttempt: metrics.countWebhookAttempt,
          }),
        },
        pollMs: config.OUTBOX_POLL_MS,
        policy: exponentialRetryPolicy(config.OUTBOX_FIRST_RETRY_SECONDS * 1000),
        logger: app.log as never,
      })
    : null;
  // The sweep's own handle on file storage: the app's is closed with the app.
  const sweepStorage = createFileStorage(config.fileStorage);
  const dailyJobs = config.RUN_WORKER
    ? startDailyJobs(database.db, {
        jobs: [
          automaticRemindersJob(database.db, {
            publicUrl: config.publicUrl,
            pinEmailDomain: config.PIN_EMAIL_DOMAIN,
            locale: config.DEFAULT_LOCALE,
            hourUtc: config.REMINDERS_HOUR_UTC,
          }),
          endedCountersJob(database.db),
          unusedBlobsSweepJob(database.db, sweepStorage, UNUSED_BLOBS_SWEEP_HOUR_UTC),
        ],
        checkEveryMs: 60_000,
        logger: app.log as never,
      })
    : null;
  const analysisSums = config.RUN_WORKER ? startKeepingAnalysisSums(database.db, app.log) : null;
  if (transport.kind === 'mailbox') {
    app.log.info('No SMTP_URL: emails are kept in the mailbox that staff see at /administration/mailbox');
  }
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const forceExit = setTimeout(() => process.exit(1), 10_000);
    forceExit.unref();
    await Promise.all([worker?.stop(), dailyJobs?.stop(), analysisSums?.stop()]);
    await sweepStorage.close();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
  const where = database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL';
  app.log.info(`Roadmark is running at http://localhost:${config.PORT} (${where})`);
  if (config.RUN_WORKER) {
    // Sessions finished before item analysis kept per-question scores get theirs, in the background.
    backfillQuestionScores(database.db)
      .then((count) => count > 0 && app.log.info({ count }, 'kept the per-question scores of earlier sessions'))
      .catch((error: unknown) => app.log.error({ err: error }, 'could not keep earlier sessions’ question scores'));
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
