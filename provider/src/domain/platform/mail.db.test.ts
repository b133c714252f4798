// The mailer: the outbox always, SMTP when configured, a failure recorded and never thrown.
import { createServer, type Server } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { manualClock } from '../../clock';
import type { Database } from '../../db';
import { outbox } from '../../db/schema';
import { createTestDatabase, testDatabaseKinds } from '../../testing/databases';
import { createMailer } from './mail';

/** Just enough of an SMTP server to take messages (no TLS, no auth). */
function fakeSmtpServer(): Promise<{ server: Server; port: number; messages: string[] }> {
  const messages: string[] = [];
  const server = createServer((socket) => {
    let buffer = '';
    let data: string[] | undefined;
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (data) {
          if (line === '.') {
            messages.push(data.join('\n'));
            data = undefined;
            socket.write('250 queued\r\n');
          } else data.push(line);
          continue;
        }
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'DATA') {
          data = [];
          socket.write('354 go on\r\n');
        } else if (command === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as { port: number }).port, messages })),
  );
}

describe.each(await testDatabaseKinds())('mailer on %s', (kind) => {
  let database: Database;
  const clock = manualClock(new Date('2026-11-20T09:30:00Z'));
  const mail = { to: 'dev@studio-one.test', subject: 'Hello', text: 'Open https://greenlight.example/x', html: '<p>Open</p>' };
  const rows = () => database.db.select().from(outbox).orderBy(outbox.id);

  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => database?.close());

  it('BE-AUTH-08 without SMTP keeps the mail in the outbox and logs its recipient and text', async () => {
    const log = { info: vi.fn(), error: vi.fn() };
    const mailer = createMailer({ db: database.db, clock, smtpUrl: undefined, log });
    await mailer.send(mail);
    const [row] = (await rows()).slice(-1);
    expect(row).toMatchObject({ recipient: mail.to, subject: 'Hello', text: mail.text, html: mail.html, sentAt: null, error: null });
    expect(log.info).toHaveBeenCalledWith(expect.objectContaining({ to: mail.to, text: mail.text }), expect.any(String));
  });

  it('BE-AUTH-08 with SMTP delivers the mail and records when', async () => {
    const smtp = await fakeSmtpServer();
    try {
      const mailer = createMailer({ db: database.db, clock, smtpUrl: `smtp://127.0.0.1:${smtp.port}`, log: { info: vi.fn(), error: vi.fn() } });
      await mailer.send({ ...mail, subject: 'Delivered' });
      await mailer.idle();
      const [row] = await database.db.select().from(outbox).where(eq(outbox.subject, 'Delivered'));
      expect(row).toMatchObject({ sentAt: clock.now(), error: null });
      expect(smtp.messages).toHaveLength(1);
      expect(smtp.messages[0]).toContain('Subject: Delivered');
      expect(smtp.messages[0]).toContain('To: dev@studio-one.test');
    } finally {
      smtp.server.close();
    }
  });

  it('BE-AUTH-08 a failed delivery is recorded on the row and never thrown', async () => {
    const log = { info: vi.fn(), error: vi.fn() };
    const mailer = createMailer({ db: database.db, clock, smtpUrl: 'smtp://127.0.0.1:1', log });
    await expect(mailer.send({ ...mail, subject: 'Refused' })).resolves.toBeUndefined();
    await mailer.idle();
    const [row] = await database.db.select().from(outbox).where(eq(outbox.subject, 'Refused'));
    expect(row).toMatchObject({ sentAt: null, error: expect.stringMatching(/ECONNREFUSED|connect/i) });
    expect(log.error).toHaveBeenCalled();
  });
});
