import net from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message as the test SMTP server received it. */
export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface TestSmtpServer {
  port: number;
  received: ReceivedMail[];
  /** Resolves once `count` messages have arrived in all (a settled state, not a sleep). */
  receivedCount(count: number): Promise<void>;
  close(): Promise<void>;
}

/** A port nothing listens on (yet): where a mail server that is "down" lives. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** A real SMTP server on loopback (smtp-server) that keeps every message it accepts. */
export async function startTestSmtp(port = 0): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const waiting: Array<{ count: number; resolve: () => void }> = [];
  const settle = () => {
    for (const waiter of waiting.filter((entry) => received.length >= entry.count)) {
      waiting.splice(waiting.indexOf(waiter), 1);
      waiter.resolve();
    }
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
        settle();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.server.address() as net.AddressInfo;
  return {
    port: address.port,
    received,
    receivedCount: (count) =>
      new Promise<void>((resolve) => {
        waiting.push({ count, resolve });
        settle();
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
