import LoginOutlined from '@ant-design/icons/LoginOutlined';
import Button from 'antd/es/button';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** ADR 017 'Routes without login': a visitor sees what is for sale and a login button, nothing of a shop. */
export function VisitorLogin({ text }: { text: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <section className="pay-section pay-visitor">
      <p>{text}</p>
      <Button type="primary" icon={<LoginOutlined aria-hidden />} onClick={() => navigate('/login')}>
        {t('pay.visitor.login')}
      </Button>
    </section>
  );
}
