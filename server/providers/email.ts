import nodemailer from 'nodemailer';
import type { TConfig } from '../config';
import type { TSender } from './sender';

/** E-mail through SMTP (SMTP_URL, e.g. smtps://user:pass@host:465). */
export function smtpEmail(settings: TConfig['email']): TSender {
  if (!settings.smtpUrl) throw new Error('Invalid configuration:\n  SMTP_URL is required when EMAIL_PROVIDER=smtp');
  const transport = nodemailer.createTransport(settings.smtpUrl);
  return {
    async send({ to, text, subject }) {
      await transport.sendMail({ from: settings.from, to, subject: subject ?? '', text });
    },
  };
}
