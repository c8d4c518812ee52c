import Card from 'antd/es/card';
import Col from 'antd/es/col';
import Row from 'antd/es/row';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session.store';
import { FONT_SIZE_ANCHOR } from '../system-settings.entries';
import { FontSizeSetting } from './font-size-setting';
import { ChangePasswordForm, InsidePasswordForm } from './password-forms';

/**
 * The logged-in account's own settings (SPEC §2.16): font size, login password, internal password and its reset.
 * Shown on /frame/settings, and in the header's dialog for accounts whose menus do not open that page.
 */
export function AccountSettings({ isCompact = false }: { isCompact?: boolean }) {
  const { t } = useTranslation();
  const user = useSession((state) => state.user);
  const isPhone = useSession((state) => state.phoneDevice);
  const bodyStyle = { body: { padding: isPhone || isCompact ? 16 : 24 } };
  const third = isCompact ? 24 : 8;

  return (
    <section aria-label={t('settings.account.title')}>
      {/* In the dialog its title already says it. */}
      {isCompact ? null : <h2 style={{ fontSize: '1.15rem', margin: '8px 0 4px' }}>{t('settings.account.title')}</h2>}
      <p style={{ margin: '0 0 12px', color: 'var(--muted)' }}>
        {t('settings.account.signedInAs', { name: user?.name || user?.account || '', account: user?.account ?? '' })}
      </p>
      <Row gutter={[16, 16]}>
        <Col xs={24}>
          <Card id={isCompact ? undefined : FONT_SIZE_ANCHOR} title={t('settings.fontSize.title')} styles={bodyStyle}>
            <p style={{ marginTop: 0, color: 'var(--muted)' }}>{t('settings.fontSize.hint')}</p>
            <FontSizeSetting />
          </Card>
        </Col>
        <Col xs={24} lg={third}>
          <Card title={t('settings.password.changeLoginTitle')} styles={bodyStyle} style={{ height: '100%' }}>
            <ChangePasswordForm />
          </Card>
        </Col>
        <Col xs={24} lg={third}>
          <Card title={t('settings.password.changeInsideTitle')} styles={bodyStyle} style={{ height: '100%' }}>
            <InsidePasswordForm mode="change" />
          </Card>
        </Col>
        <Col xs={24} lg={third}>
          <Card title={t('settings.password.resetInsideTitle')} styles={bodyStyle} style={{ height: '100%' }}>
            <p style={{ marginTop: 0, color: 'var(--muted)' }}>{t('settings.password.resetInsideHint')}</p>
            <InsidePasswordForm mode="reset" />
          </Card>
        </Col>
      </Row>
    </section>
  );
}
