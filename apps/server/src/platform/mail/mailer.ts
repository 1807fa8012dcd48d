import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /** False when no SMTP_URL is set and mails go to the server log. */
  readonly enabled: boolean;
  send(mail: Mail): Promise<void>;
}

/**
 * Sends through SMTP_URL. Without it, an offline install still works: the mail is written to the
 * server log, marked so that an operator can find it and nobody mistakes it for a sent mail.
 */
export function createMailer(smtpUrl: string | undefined, from: string, log: FastifyBaseLogger): Mailer {
  if (!smtpUrl) {
    return {
      enabled: false,
      async send(mail) {
        log.warn({ mailTo: mail.to, subject: mail.subject, text: mail.text }, 'MAIL NOT SENT (no SMTP_URL): mail written to the log instead');
      },
    };
  }
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    enabled: true,
    async send(mail) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
    },
  };
}
