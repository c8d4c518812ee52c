import LoginOutlined from '@ant-design/icons/LoginOutlined';
import Button from 'antd/es/button';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** ADR 017 'Routes without login': a visitor is asked to log in and sees nothing of any shop or machine. */
export function VisitorLogin() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <section className="cash-section cash-visitor">
      <p>{t('cashDevice.manage.visitor.text')}</p>
      <Button type="primary" icon={<LoginOutlined aria-hidden />} onClick={() => navigate('/login')}>
        {t('cashDevice.manage.visitor.login')}
      </Button>
    </section>
  );
}
