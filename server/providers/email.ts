import type { Transporter } from 'nodemailer';
import type { TConfig } from '../config';
import type { TSender } from './sender';

/** E-mail through SMTP (SMTP_URL, e.g. smtps://user:pass@host:465). */
export function smtpEmail(settings: TConfig['email']): TSender {
  if (!settings.smtpUrl) throw new Error('Invalid configuration:\n  SMTP_URL is required when EMAIL_PROVIDER=smtp');
  const smtpUrl = settings.smtpUrl;
  // nodemailer is loaded with the first message, not at start.
  let transport: Promise<Transporter> | undefined;
  return {
    async send({ to, text, subject }) {
      transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl));
      await (await transport).sendMail({ from: settings.from, to, subject: subject ?? '', text });
    },
  };
}
