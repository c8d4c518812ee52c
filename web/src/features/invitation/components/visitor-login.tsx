import LoginOutlined from '@ant-design/icons/LoginOutlined';
import Button from 'antd/es/button';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** ADR 017 'Routes without login': a visitor sees the rules and a login button, nothing of a shop. */
export function VisitorLogin() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <section className="invite-section invite-visitor">
      <p>{t('invite.visitor.text')}</p>
      <Button type="primary" icon={<LoginOutlined aria-hidden />} onClick={() => navigate('/login')}>
        {t('invite.visitor.login')}
      </Button>
    </section>
  );
}
