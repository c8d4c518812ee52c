import { useTranslation } from 'react-i18next';
import type { TInviterRule } from '../../../../../contract/invitations';
import { INVITEE_EXTRA_TRIAL_MONTHS, WITHDRAW_DAYS } from '../../../../../contract/invitations';
import { currentLanguage } from '../../../lib/i18n.setup';
import { formatCny } from '../../../lib/money.format';

/**
 * SPEC §2.18, §9 invitation rules. The amounts are the server's configuration (ADR 017), known once the shop's rule
 * is read; a visitor, or an account that may not read it, sees the same rules without them.
 */
export function InvitationRules({ rule }: { rule: TInviterRule | undefined }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const money = (cents: number) => formatCny(cents, language);
  const months = new Intl.NumberFormat(language, { style: 'unit', unit: 'month', unitDisplay: 'long' }).format(
    rule?.inviteeExtraTrialMonths ?? INVITEE_EXTRA_TRIAL_MONTHS,
  );
  const items = [
    rule
      ? t('invite.rules.reward', { reward: money(rule.rewardAmount), superReward: money(rule.superRewardAmount) })
      : t('invite.rules.rewardGeneric'),
    t('invite.rules.invitee', { duration: months }),
    t('invite.rules.claim'),
    t('invite.rules.arrival', { days: rule?.withdrawDays ?? WITHDRAW_DAYS }),
    ...(rule ? [t('invite.rules.minimum', { amount: money(rule.minWithdrawAmount) })] : []),
    t('invite.rules.paidOnly'),
  ];
  return (
    <section className="invite-section" aria-labelledby="invite-rules-title">
      <h2 id="invite-rules-title">{t('invite.rules.title')}</h2>
      <ol className="invite-rules">
        {items.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ol>
    </section>
  );
}
